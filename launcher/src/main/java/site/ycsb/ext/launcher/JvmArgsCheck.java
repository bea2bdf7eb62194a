/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import site.ycsb.ext.contract.BadInputException;

/**
 * {@code -jvm-args} checked before anything starts: the JVM that would run the benchmark is asked
 * ({@code java <args> -version}) and a refusal becomes one line naming the option and the JVM's own reason, instead
 * of three raw JVM lines after the launch. Costs one short JVM start, only when {@code -jvm-args} is given.
 * Stateless; thread-safe.
 */
final class JvmArgsCheck {
  private static final long WAIT_SECONDS = 60;

  private JvmArgsCheck() {
  }

  /**
   * @param jvmArgs the arguments {@code -jvm-args} gave, split; nothing is checked when empty
   * @throws BadInputException naming {@code -jvm-args} and the JVM's first line of refusal
   */
  static void check(List<String> jvmArgs) {
    if (jvmArgs.isEmpty()) {
      return;
    }
    List<String> command = new ArrayList<>();
    command.add(Paths.get(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(jvmArgs);
    command.add("-version");
    try {
      Process java = new ProcessBuilder(command).redirectErrorStream(true).start();
      String output = new String(java.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      if (!java.waitFor(WAIT_SECONDS, TimeUnit.SECONDS)) {
        java.destroyForcibly();
        return;
      }
      if (java.exitValue() != 0) {
        String reason = output.lines().filter(l -> !l.isBlank()).findFirst().orElse("exit " + java.exitValue());
        throw new BadInputException("Invalid value '" + String.join(" ", jvmArgs) + "' for option '-jvm-args': the"
            + " JVM refuses it: " + reason.strip());
      }
    } catch (IOException e) {
      // The benchmark JVM's own start will say what is wrong with the java executable.
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
