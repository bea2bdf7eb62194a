# Commit 1 of the aerospike series: the old AerospikeClient on the new client. Client 4.0 replaced Policy.timeout
# by totalTimeout (and socketTimeout); as.timeout keeps its meaning, the limit of the whole command.
s/^\([[:space:]]*[A-Za-z]*[Pp]olicy\)\.timeout = timeout;/\1.totalTimeout = timeout;/
