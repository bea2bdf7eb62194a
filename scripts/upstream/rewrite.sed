# What scripts/upstream-pr changes in every Java file it writes upstream (sed script, applied after the header is
# replaced). Upstream has no ycsb-ext: its packages, its run manifest, its launcher and "upstream" in the third
# person are stated here in upstream's own terms. Each rule matches one exact text of the bindings' sources; a
# rule that stops matching leaves its trace in the output, and UpstreamPrIT's trace check fails on it.

# The bindings' helper packages, in upstream's package scheme (site.ycsb.db.<binding>).
s/site\.ycsb\.ext\.aerospike/site.ycsb.db.aerospike/g
s/site\.ycsb\.ext\.couchbase2/site.ycsb.db.couchbase2.support/g

# The warning keys the bindings set on the run's properties (outside the as./couchbase. prefixes they check).
s/"ycsb\.ext\.warning\.aerospike\./"aerospike.warning./
s/"ycsb\.ext\.warning\.couchbase2\./"couchbase2.warning./
s/The warning key that the launcher copies into the run manifest (see CONTRIBUTING\.md)\./The key of the shrinking-updates warning the binding sets on the run's properties./
s/the binding records for the run manifest/the binding sets on the run's properties/
s/(also the manifest entry)/(also set on the run's properties)/

# Upstream's previous binding, named as such.
s/a drop-in replacement for upstream's class of the same name/a drop-in replacement for the previous class of that name/
s/a drop-in for upstream's class of the same name/a drop-in for the previous class of that name/
s/<p>Semantics, to state with published results:/<p>Semantics, to state with results:/
s/<p>Semantics (state them with published results):/<p>Semantics (state them with results):/
s/<p>Upstream YCSB's names/<p>The previous binding's names/
s/Upstream's name for the total command timeout/The old name for the total command timeout/
s/Default: 10000 (upstream's default)/Default: 10000 (as before)/
s/(upstream's {@code as\.timeout} default;/(the old {@code as.timeout} default;/
s/, as upstream reads it;/, as before;/
s/so one per thread (upstream's way) only multiplies/so one per thread (the old way) only multiplies/
s/<i>key<\/i> as upstream \*\//<i>key<\/i> as before *\//
s/Upstream's scan quoted its parameter/The old scan quoted its parameter/
s/Upstream's names are$/The old names are/
s/(upstream's code default; its README said 5)/(the old code default; its README said 5)/
s/{@code \([0-9]*\)} (upstream's)\./{@code \1} (as before)./
s/^ \* upstream's binding, encoded/ * the previous binding, encoded/
s/Upstream's version answered {@code CONTINUE} too/The old version answered {@code CONTINUE} too/
