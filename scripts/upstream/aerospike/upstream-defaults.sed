# Upstream's defaults kept upstream: applied to every Java file of the aerospike series as it is written. Updates
# replace records upstream (REPLACE_ONLY, chosen in #937); merge is opt-in there (-p as.update=merge). This project
# keeps merge as its own default (AerospikeProperties.UPDATE_DEFAULT and its javadoc); these lines are the only
# difference.
s/^\(  public static final String UPDATE_DEFAULT = \)"merge";/\1"replace";/
/^   \* What an update does: /,/^  public static final String UPDATE = /s/^\(   \* <p>Default: {@code \)merge}$/\1replace}/
