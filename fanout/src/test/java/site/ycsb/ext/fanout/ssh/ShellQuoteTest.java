/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class ShellQuoteTest {

  @Test
  void shReadsEveryQuotedWordBackUnchanged() throws Exception {
    List<String> words = List.of("plain", "with space", "it's", "$HOME", "`id`", "a\"b", "back\\slash", "*",
        "new\nline", "", "-P", "x;rm -rf /", "\u00e9t\u00e9");
    String script = "for w in " + ShellQuote.join(words) + "; do printf '%s\\0' \"$w\"; done";
    Process sh = new ProcessBuilder("/bin/sh", "-c", script).start();
    String out = new String(sh.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, sh.waitFor());
    assertEquals(words, List.of(out.split("\0", -1)).subList(0, words.size()));
  }

  @Test
  void safeWordsStayUnquoted() {
    assertEquals("/opt/ycsb-ext/bin/ycsb", ShellQuote.quote("/opt/ycsb-ext/bin/ycsb"));
    assertEquals("'a b'", ShellQuote.quote("a b"));
    assertEquals("''", ShellQuote.quote(""));
  }
}
