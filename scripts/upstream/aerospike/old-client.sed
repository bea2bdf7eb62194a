# Commit 1 of the aerospike series: the old AerospikeClient on the new client. Client 4.0 replaced Policy.timeout
# by totalTimeout (and socketTimeout); as.timeout keeps its meaning, the limit of the whole command. The new
# client's defaults differ from 3.1.2's in retries, their pause and the read replica: the old client keeps 3.1.2's
# (one retry after 500 ms, reads from the master) until the commits that add the properties setting them (2:
# as.replica; 7: as.maxRetries and as.sleepBetweenRetries, whose 3.1.2 values steps/2 to steps/6 keep), so this
# commit changes no behaviour.
s/^\([[:space:]]*\)readPolicy\.timeout = timeout;/\1\/\/ the timeout, and the 3.1.2 client's defaults that the new client changed\
\1readPolicy.totalTimeout = timeout;\
\1readPolicy.maxRetries = 1;\
\1readPolicy.sleepBetweenRetries = 500;\
\1readPolicy.replica = com.aerospike.client.policy.Replica.MASTER;/
s/^\([[:space:]]*\)\([A-Za-z]*[Pp]olicy\)\.timeout = timeout;/\1\2.totalTimeout = timeout;\
\1\2.maxRetries = 1;\
\1\2.sleepBetweenRetries = 500;/
