/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Properties;

/** Entry point of the shell JVM: hands the private properties file to core's {@code site.ycsb.CommandLine}. */
public final class ShellMain {
  private ShellMain() {
  }

  public static void main(String[] args) throws Exception {
    Path propsFile = Paths.get(args[0]);
    propsFile.toFile().deleteOnExit();
    Properties props = PrivatePropertiesFile.read(propsFile, false);
    site.ycsb.CommandLine.main(new String[] {"-db", props.getProperty("db"), "-P", propsFile.toString()});
  }
}
