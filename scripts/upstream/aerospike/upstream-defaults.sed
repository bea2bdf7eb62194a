# Upstream's defaults kept upstream: applied to every Java file of the aerospike series as it is written. Updates
# replace records upstream (REPLACE_ONLY, chosen in #937); merge is opt-in there (-p as.update=merge). This project
# keeps merge as its own default (AerospikeProperties.UPDATE_DEFAULT); this line is the only difference.
s/^\(  public static final String UPDATE_DEFAULT = \)"merge";/\1"replace";/
