/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.contract;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import site.ycsb.ext.testsupport.contract.Applicability;
import site.ycsb.ext.testsupport.contract.BindingAdapter;
import site.ycsb.ext.testsupport.contract.BindingContract;
import site.ycsb.ext.testsupport.contract.ContractCase;

/**
 * The binding contract ({@link BindingContract}) for a binding from outside, {@link ContractTestDB} in a jar of its
 * own given with {@code -p db= -cp}: the cases the engine owns (one line for 90 failing threads, refused told from
 * silent as the binding words them, Ctrl-C during its init, a declared property misspelt, a password never printed).
 * Its "server" is a loopback listener that greets each connection with one byte.
 */
class OutsideBindingContractIT extends BindingContract {
  private static final String BINDING_OWNS = "the binding owns it: the engine cannot know a server's ";

  @Override
  protected BindingAdapter adapter() {
    return new BindingAdapter() {
      private ServerSocket greeter;
      private Path jar;

      @Override
      public String binding() {
        return "basic";
      }

      @Override
      public List<String> launcherArguments() {
        return List.of("-p", "db=" + ContractTestDB.class.getName(), "-cp", jar.toString());
      }

      @Override
      public void start() throws IOException {
        jar = Files.createTempDirectory(Paths.get("target"), "contract-outside-").toAbsolutePath()
            .resolve("contract-binding.jar");
        String entry = ContractTestDB.class.getName().replace('.', '/') + ".class";
        Path classes = Paths.get(ContractTestDB.class.getProtectionDomain().getCodeSource().getLocation().getPath());
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
          out.putNextEntry(new JarEntry(entry));
          out.write(Files.readAllBytes(classes.resolve(entry)));
          out.closeEntry();
          out.putNextEntry(new JarEntry("META-INF/ycsb/" + ContractTestDB.class.getName() + ".properties"));
          out.write("contract.host=\ncontract.port=\ncontract.connectTimeout=\ncontract.password=\n"
              .getBytes(StandardCharsets.ISO_8859_1));
          out.closeEntry();
        }
        greeter = new ServerSocket(0, 200, InetAddress.getLoopbackAddress());
        Thread t = new Thread(() -> {
          try {
            while (true) {
              try (Socket s = greeter.accept(); OutputStream o = s.getOutputStream()) {
                o.write('!');
              }
            }
          } catch (IOException closed) {
            // the class is over
          }
        }, "contract-greeter");
        t.setDaemon(true);
        t.start();
      }

      @Override
      public void close() {
        try {
          greeter.close();
        } catch (IOException ignored) {
          // closing
        }
      }

      @Override
      public Applicability applicability(ContractCase c) {
        switch (c) {
          case MISSING_CONTAINER:
            return Applicability.notApplicable(BINDING_OWNS + "buckets or namespaces");
          case IMPOSSIBLE_DURABILITY:
            return Applicability.notApplicable(BINDING_OWNS + "durability levels");
          case EXPIRY_OUT_OF_RANGE:
            return Applicability.notApplicable(BINDING_OWNS + "expiry rules");
          case OVERSIZED_RECORD:
            return Applicability.notApplicable(BINDING_OWNS + "record size limit");
          case REPEATED_LOAD:
            return Applicability.notApplicable(BINDING_OWNS + "already-exists result (the engine prints the"
                + " binding's Status description, which the built-in bindings' cases check)");
          case TRUST_STORE_WRONG_PASSWORD:
          case TRUST_STORE_PEM:
          case TRUST_STORE_EMPTY:
            return Applicability.notApplicable(BINDING_OWNS + "TLS settings (the engine reads no trust store)");
          default:
            return Applicability.kept();
        }
      }

      @Override
      public Map<String, String> server() {
        return seedAt(greeter.getLocalPort(), 30_000);
      }

      @Override
      public Map<String, String> seedAt(int port, int connectTimeoutMillis) {
        Map<String, String> props = new LinkedHashMap<>();
        props.put("contract.host", "127.0.0.1");
        props.put("contract.port", Integer.toString(port));
        props.put("contract.connectTimeout", Integer.toString(connectTimeoutMillis));
        return props;
      }

      @Override
      public int connectionsPerBootstrap() {
        return BindingContract.THREADS; // each instance connects on its own, as many upstream bindings do
      }

      @Override
      public Map.Entry<String, String> misspeltProperty() {
        return Map.entry("contract.hots", "contract.host");
      }

      @Override
      public String foreignProperty() {
        return "contract.zzzzzzzzzzzz";
      }

      @Override
      public Map<String, String> password(String secret) {
        Map<String, String> props = server();
        props.put("contract.password", secret);
        return props;
      }
    };
  }
}
