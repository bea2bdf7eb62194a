/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.commandline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Shell words as the printed {@code -p} lines and the documentation's examples use them. */
class ShellWordsTest {
  @Test
  void whiteSpaceSplitsAndSingleQuotesKeepWhatTheyHold() {
    assertEquals(List.of("-p", "ycsb.ext.servers=cassandra: embedded, single node", "-p", "hosts=127.0.0.1"),
        ShellWords.split("-p 'ycsb.ext.servers=cassandra: embedded, single node'  -p\thosts=127.0.0.1 "));
    assertEquals(List.of("-p", "mongodb.url=mongodb://127.0.0.1:1/ycsb?w=1", "a b"),
        ShellWords.split("-p mongodb.url='mongodb://127.0.0.1:1/ycsb?w=1' a' 'b"));
    assertEquals(List.of("--password", ""), ShellWords.split("--password ''"));
    assertEquals(List.of(), ShellWords.split("   "));
  }
}
