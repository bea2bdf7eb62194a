# Upstream's defaults kept upstream: applied to every Java file of the couchbase2 series as it is written. Updates
# replace documents upstream (its binding's updateKv: a whole-document replace); merge is opt-in there
# (-p couchbase.update=merge). Key-value operations are not retried upstream by default (its adapter policy since
# #324/#414); retries are opt-in there (-p couchbase.temporaryFailureRetries=N). This project keeps merge and 5
# retries as its own defaults (Couchbase2Properties and its javadoc); these lines are the only difference.
s/^\(  public static final String UPDATE_DEFAULT = \)"merge";/\1"replace";/
s/^\(   \* writes the whole document whether it exists or not. Default: {@code \)merge}\.$/\1replace}./
s/^\(  public static final String TEMPORARY_FAILURE_RETRIES_DEFAULT = \)"5";/\1"0";/
s/^\(   \* queue full) is retried before it counts as {@code TEMPORARY_FAILURE}, 0 or more. Default: {@code \)5}\.$/\10}./
