/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.attribute.PosixFilePermissions;
import site.ycsb.ext.contract.ExitCodes;
import site.ycsb.ext.contract.RunPlan;
import site.ycsb.ext.contract.RunPlanFile;
import site.ycsb.ext.engine.RunFailures;

/**
 * Entry point of the shell JVM: hands the private properties file to core's {@code site.ycsb.CommandLine}. Every
 * output goes to the terminal or pipe at once (each command's answer and the prompt, unbuffered), and the end of the
 * input (a pipe or a file that ends without {@code quit}) ends the session as {@code quit} does.
 */
public final class ShellMain {
  private ShellMain() {
  }

  public static void main(String[] args) throws Exception {
    RunPlan plan = RunPlanFile.read(Paths.get(args[0]), true);
    // Core's shell reads its properties from a file: a private one, gone when the shell ends.
    Path propsFile = Files.createTempFile("ycsb-ext-shell-", ".properties",
        PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
    propsFile.toFile().deleteOnExit();
    try (OutputStream out = Files.newOutputStream(propsFile)) {
      plan.properties().store(out, null);
    }
    // Core reads System.in line by line and fails on its end (a null line): give it 'quit' there instead.
    System.setIn(new QuitAtEnd(new FileInputStream(FileDescriptor.in)));
    // Unbuffered: every answer and the prompt reach a pipe as soon as they are printed.
    System.setOut(new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8));
    try {
      site.ycsb.CommandLine.main(new String[] {"-db", plan.property("db"), "-P", propsFile.toString()});
    } catch (RuntimeException e) {
      // Core's shell ends on a command it cannot parse (e.g. a count that is not a number): one line, no trace.
      System.err.println("ycsb: the shell ended: " + RunFailures.describe(e));
      System.exit(ExitCodes.RUN_FAILED);
    }
  }

  /** The input, then {@code quit} on a line of its own. Read by core's shell thread only; not thread-safe. */
  private static final class QuitAtEnd extends InputStream {
    private final InputStream in;
    private byte[] tail;
    private int tailPos;
    private int last = '\n';

    QuitAtEnd(InputStream in) {
      this.in = in;
    }

    @Override
    public int read() throws IOException {
      byte[] one = new byte[1];
      return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      if (len == 0) {
        return 0;
      }
      if (tail == null) {
        int n = in.read(b, off, len);
        if (n > 0) {
          last = b[off + n - 1];
          return n;
        }
        if (n == 0) {
          return 0;
        }
        tail = ((last == '\n' ? "" : "\n") + "quit\n").getBytes(StandardCharsets.US_ASCII);
      }
      if (tailPos == tail.length) {
        return -1;
      }
      int n = Math.min(len, tail.length - tailPos);
      System.arraycopy(tail, tailPos, b, off, n);
      tailPos += n;
      return n;
    }
  }
}
