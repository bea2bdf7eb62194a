/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code -cp} entries expand like the JVM's, and each jar is recorded with its version and SHA-256. */
class ClasspathJarTest {
  @TempDir
  Path dir;

  private Path jar(String name, String implementationVersion) throws IOException {
    java.util.jar.Manifest manifest = new java.util.jar.Manifest();
    manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    if (implementationVersion != null) {
      manifest.getMainAttributes().put(Attributes.Name.IMPLEMENTATION_VERSION, implementationVersion);
    }
    Path jar = dir.resolve(name);
    Files.createDirectories(jar.getParent());
    try (OutputStream out = new JarOutputStream(Files.newOutputStream(jar), manifest)) {
      out.flush();
    }
    return jar;
  }

  @Test
  void wildcardsExpandToSortedJarsAndVersionsComeFromTheManifestElseTheFileName() throws IOException {
    Path b = jar("lib/jedis-2.9.0.jar", null);
    Path a = jar("lib/commons-pool2-2.4.2.jar", "2.4.2-from-manifest");
    Files.writeString(dir.resolve("lib/readme.txt"), "not a jar");
    Path single = jar("redis-binding.jar", null);
    List<ClasspathJar> jars = ClasspathJar.of(List.of(dir.resolve("lib") + "/*", single.toString(),
        dir.resolve("missing.jar").toString()));
    assertEquals(List.of(new ClasspathJar(a.toString(), "2.4.2-from-manifest", Manifest.sha256(a)),
        new ClasspathJar(b.toString(), "2.9.0", Manifest.sha256(b)),
        new ClasspathJar(single.toString(), ClasspathJar.UNKNOWN, Manifest.sha256(single))), jars);
  }

  @Test
  void theManifestRecordsTheClassPathAndReadsItBack() throws IOException {
    Path jar = jar("redis-binding-0.17.0.jar", null);
    Manifest.Builder builder = new Manifest.Builder();
    builder.phase = Phase.RUN;
    builder.outcome = Outcome.COMPLETED;
    builder.clientClasspath.addAll(ClasspathJar.of(List.of(jar.toString())));
    Path file = dir.resolve("manifest.json");
    builder.build().write(file);
    Manifest read = Manifest.read(file);
    assertEquals(List.of(new ClasspathJar(jar.toString(), "0.17.0", Manifest.sha256(jar))), read.clientClasspath());
    assertEquals(Map.of(), read.client());
  }

  @Test
  void aDirectoryIsRecordedWithTheSha256OfEveryFileItHolds() throws IOException {
    Path conf = Files.createDirectories(dir.resolve("conf/nested"));
    Path site = Files.writeString(dir.resolve("conf/hbase-site.xml"), "<configuration/>");
    Path deep = Files.writeString(conf.resolve("log4j.properties"), "x=1");
    List<ClasspathJar> jars = ClasspathJar.of(List.of(dir.resolve("conf").toString()));
    assertEquals(List.of(new ClasspathJar(dir.resolve("conf").toString(), ClasspathJar.DIRECTORY, ""),
        new ClasspathJar(site.toString(), ClasspathJar.DIRECTORY_FILE, Manifest.sha256(site)),
        new ClasspathJar(deep.toString(), ClasspathJar.DIRECTORY_FILE, Manifest.sha256(deep))), jars);
    Files.writeString(site, "<configuration><property/></configuration>");
    assertEquals(Manifest.sha256(site), ClasspathJar.of(List.of(dir.resolve("conf").toString())).get(1).sha256(),
        "a changed file changes the record");
  }
}
