/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.commandline;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.ClasspathJar;

/**
 * The user's own bindings: a text file, by default {@code ~/.ycsb-ext/bindings.properties} (environment variable
 * {@value #FILE_ENV} names another), one binding a line, {@code <name>=<db class>|<class path>}, e.g.
 * {@code redis=site.ycsb.db.RedisClient|/opt/ycsb-redis/lib/*}. The class path is {@code :}-separated like
 * {@code -cp}; a relative entry is relative to the file's directory; a {@code dir/*} entry means every jar in
 * {@code dir}. Blank lines and lines starting with {@code #} are ignored. With such a line,
 * {@code bin/ycsb run redis ...} works like {@code bin/ycsb run redis -p db=<class> -cp '<class path>' ...}.
 * Immutable once read; thread-safe.
 */
public final class UserBindings {
  /** Environment variable naming the bindings file instead of {@code ~/.ycsb-ext/bindings.properties}. */
  public static final String FILE_ENV = "YCSB_EXT_BINDINGS";
  /** A binding name: what {@code bin/ycsb run <name>} takes. */
  private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]*");
  /** A fully qualified Java class name. */
  private static final Pattern CLASS_NAME =
      Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]*(\\.[A-Za-z_$][A-Za-z0-9_$]*)+");

  /**
   * One user binding.
   *
   * @param name the name on the command line, e.g. {@code redis}
   * @param dbClass the DB class
   * @param classpath the class path entries, absolute (relative ones resolved against the file's directory)
   * @param line the line of the file it came from, from 1
   */
  public record Binding(String name, String dbClass, List<String> classpath, int line) {
    public Binding {
      classpath = List.copyOf(classpath);
    }

    /** The line as it is written in the file. */
    String toLine() {
      return name + "=" + dbClass + "|" + String.join(File.pathSeparator, classpath);
    }
  }

  private final Path file;
  private final Map<String, Binding> bindings;

  private UserBindings(Path file, Map<String, Binding> bindings) {
    this.file = file;
    this.bindings = Collections.unmodifiableMap(bindings);
  }

  /** The file of this user: {@value #FILE_ENV} when set, else {@code ~/.ycsb-ext/bindings.properties}. */
  public static Path defaultFile() {
    String env = System.getenv(FILE_ENV);
    if (env != null && !env.isBlank()) {
      return Paths.get(env).toAbsolutePath();
    }
    return Paths.get(System.getProperty("user.home"), ".ycsb-ext", "bindings.properties");
  }

  /** No user bindings (for programs and tests that must not read the user's file). */
  public static UserBindings none() {
    return new UserBindings(Paths.get("(none)"), new LinkedHashMap<>());
  }

  /** Reads this user's file ({@link #defaultFile}); checks names against the built-in table. */
  public static UserBindings load() {
    return read(defaultFile(), BindingTable.load());
  }

  /**
   * Reads a bindings file; a missing file is an empty set.
   *
   * @throws BadInputException naming the file, the line and what is wrong with it
   */
  public static UserBindings read(Path file, BindingTable builtIn) {
    Map<String, Binding> bindings = new LinkedHashMap<>();
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (NoSuchFileException e) {
      return new UserBindings(file, bindings);
    } catch (IOException e) {
      throw new BadInputException("Bindings file " + file + " cannot be read: "
          + site.ycsb.ext.contract.PathProblem.cause(e) + " (expected lines NAME=CLASS [CLASSPATH])");
    }
    Path dir = file.toAbsolutePath().getParent();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i).strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      Binding binding = parse(line, dir, i + 1, file, builtIn);
      Binding earlier = bindings.putIfAbsent(binding.name(), binding);
      if (earlier != null) {
        throw new BadInputException(where(file, i + 1) + ": binding '" + binding.name() + "' is already defined on"
            + " line " + earlier.line());
      }
    }
    return new UserBindings(file, bindings);
  }

  private static Binding parse(String line, Path dir, int lineNo, Path file, BindingTable builtIn) {
    int eq = line.indexOf('=');
    int bar = line.indexOf('|');
    if (eq <= 0 || bar < eq) {
      throw new BadInputException(where(file, lineNo) + ": '" + line + "' is not <name>=<db class>|<class path>");
    }
    String name = line.substring(0, eq).strip();
    String dbClass = line.substring(eq + 1, bar).strip();
    String classpath = line.substring(bar + 1).strip();
    checkName(name, builtIn, where(file, lineNo));
    checkClassName(dbClass, where(file, lineNo));
    List<String> entries = new ArrayList<>();
    for (String entry : classpath.split(File.pathSeparator)) {
      if (!entry.isBlank()) {
        entries.add(dir.resolve(entry.strip()).normalize().toString());
      }
    }
    if (entries.isEmpty()) {
      throw new BadInputException(where(file, lineNo) + ": binding '" + name + "' has an empty class path: give the"
          + " binding's jar and its dependencies, e.g. /opt/redis-binding/lib/*");
    }
    return new Binding(name, dbClass, entries, lineNo);
  }

  static void checkName(String name, BindingTable builtIn, String where) {
    if (!NAME.matcher(name).matches()) {
      throw new BadInputException(where + ": invalid binding name '" + name + "': expected letters, digits, '.', '_'"
          + " or '-', starting with a letter or digit");
    }
    if (builtIn.find(name).isPresent()) {
      throw new BadInputException(where + ": '" + name + "' is a built-in binding (" + String.join(", ",
          builtIn.names()) + "); choose another name");
    }
  }

  static void checkClassName(String dbClass, String where) {
    if (!CLASS_NAME.matcher(dbClass).matches()) {
      throw new BadInputException(where + ": invalid DB class '" + dbClass + "': expected a fully qualified class"
          + " name such as site.ycsb.db.RedisClient");
    }
  }

  private static String where(Path file, int line) {
    return "Bindings file " + file + ", line " + line;
  }

  /** The file these bindings were read from (it may not exist). */
  public Path file() {
    return file;
  }

  /** The bindings in file order. */
  public List<Binding> all() {
    return List.copyOf(bindings.values());
  }

  /** The binding of this name, if the file defines it. */
  public Optional<Binding> find(String name) {
    return Optional.ofNullable(bindings.get(name));
  }

  /**
   * Appends a binding to the file (creating it and its directory), after checking it like a line read back.
   *
   * @param classpath {@code :}-separated; relative entries are made absolute against {@code workingDir}
   * @return the binding as written
   * @throws BadInputException when the name, class or class path is not acceptable or the name is taken
   * @throws IOException when the file cannot be written
   */
  public Binding add(String name, String dbClass, String classpath, Path workingDir, BindingTable builtIn)
      throws IOException {
    String where = "Binding '" + name + "'";
    checkName(name, builtIn, where);
    checkClassName(dbClass, where);
    if (bindings.containsKey(name)) {
      throw new BadInputException(where + " is already defined on line " + bindings.get(name).line() + " of "
          + file + "; edit or remove that line");
    }
    List<String> entries = new ArrayList<>();
    for (String entry : classpath.split(File.pathSeparator)) {
      if (!entry.isBlank()) {
        entries.add(workingDir.resolve(entry.strip()).normalize().toString());
      }
    }
    List<Path> jars = ClasspathJar.files(entries);
    if (jars.isEmpty()) {
      throw new BadInputException("Invalid class path '" + classpath + "' for binding '" + name + "': it names no"
          + " existing jar or directory; expected the binding's jar and its dependencies, e.g. 'lib/*' (quoted)");
    }
    Binding binding = new Binding(name, dbClass, entries, 0);
    Files.createDirectories(file.toAbsolutePath().getParent());
    String text = (Files.exists(file) ? "" : "# ycsb-ext user bindings: <name>=<db class>|<class path>\n")
        + binding.toLine() + "\n";
    Files.writeString(file, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    return binding;
  }
}
