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

# What the bindings learn of the servers and the settings in effect, set on the run's properties for a harness
# that records them (no reader upstream; the keys leave the as./couchbase. prefixes the bindings check).
s/ycsb\.ext\.server\./db.server./g
s/ycsb\.ext\.setting\./db.setting./g
s/ A copy of {@code site\.ycsb\.ext\.contract\.RunKeys\.SERVER_PREFIX}$//
s/ A copy of {@code site\.ycsb\.ext\.contract\.RunKeys\.SETTING_PREFIX}\.$//
s/, which the engine moves into$/, for a harness/
s/, which the engine moves$/, for a harness/
s/^\( *\* \)into the manifest's {@code server} section\./\1to record what the servers were./
s/^\( *\* \)the manifest's {@code settings} section\./\1to record the settings in effect./
s/, for the manifest's {@code server} section\./, for a harness to record./
s/, for the manifest's {@code settings} section:/, for a harness to record:/
s/, which the run's manifest records\./, for a harness to record./
s/ The run's manifest records it in its {@code server} section, so a published result says which servers it measured\./ A harness records it, so a published result says which servers it measured./
s/ (the manifest records them; stderr keeps its one connection line)\./ (a harness records them; stderr keeps its one connection line)./
s/; the launcher copies it$/; a harness records it/
s/^\( *\* \)into the run manifest\./\1with the run's results./
s/, in the manifest's order; unmodifiable/, in reporting order; unmodifiable/
s/, in the manifest's order\./, in reporting order./
s/every instance records it for the manifest\./every instance sets it on its properties./
s/every instance records them for the manifest\./every instance sets them on its properties./
s/names the ycsb-ext stand-in, else/names a stand-in, else/
s/ (the ycsb-ext$/ (the/
s/whether a version names the ycsb-ext stand-in/whether a version names a stand-in/
s/How the ycsb-ext Couchbase stand-in's nodes end their version\./How a Couchbase stand-in's nodes end their version./
s/({@code \.\.\. (ycsb-ext stand-in)})/({@code ... (... stand-in)})/
s/ in effect ({@link EffectiveSettings}) as {@code db\.setting\.\*} on the properties, which the run's manifest$/ in effect ({@link EffectiveSettings}) as {@code db.setting.*} on the properties, for a harness to/
s/^ \* records\.$/ * record./
