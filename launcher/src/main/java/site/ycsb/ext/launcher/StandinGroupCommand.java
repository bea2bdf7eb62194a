/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import site.ycsb.ext.standin.AerospikeStandinCommand;
import site.ycsb.ext.standin.StandinCtlCommand;
import site.ycsb.ext.standin.couchbase.CouchbaseStandinCommand;

/**
 * {@code bin/ycsb standin}: groups the stand-in servers of both stand-in modules ({@code aerospike} with its
 * {@code ctl}, {@code couchbase}) and the servers for upstream's bindings ({@code cassandra}, {@code hbase},
 * {@code mongodb}: {@link EmbeddedStandinCommand}). Not runnable by itself: without a subcommand picocli reports the missing
 * subcommand and exits 2. Stateless.
 */
@Command(name = "standin", mixinStandardHelpOptions = true,
    header = "Run a stand-in database server on loopback for tests and demos.",
    description = "Serves until interrupted (Ctrl-C). Loopback addresses only.",
    subcommands = {AerospikeStandinCommand.class, CouchbaseStandinCommand.class, StandinCtlCommand.class,
        EmbeddedStandinCommand.Cassandra.class, EmbeddedStandinCommand.HBase.class,
        EmbeddedStandinCommand.MongoDb.class, CommandLine.HelpCommand.class})
public final class StandinGroupCommand {
}
