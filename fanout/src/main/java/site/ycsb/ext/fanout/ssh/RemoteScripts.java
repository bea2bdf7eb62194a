/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.ssh;

import static site.ycsb.ext.fanout.ssh.ShellQuote.quote;

import java.util.List;
import site.ycsb.ext.contract.StartBarrierProtocol;

/**
 * The POSIX {@code sh} scripts fan-out runs on a client host, one per step. Each reports to the central host with
 * lines that start with {@code fanout-} on stdout; everything else on stdout and stderr is the remote programs' own
 * output. Paths and values are quoted here, so a script is one safe word for {@code sh -c}. Stateless; thread-safe.
 */
public final class RemoteScripts {
  /** The launcher's main class, used to check that a process id still belongs to a fan-out run before signalling. */
  public static final String LAUNCHER_MAIN = "site.ycsb.ext.launcher.Main";
  /**
   * A {@code case} pattern matching {@code ps -o args=} of this run's launcher: its command line names the launcher's
   * main class and ends with, or contains, {@code -P <$p>} as a whole word ({@code $p} is the properties file).
   */
  private static final String OUR_LAUNCHER = "*" + LAUNCHER_MAIN + "*\" -P $p\" | *" + LAUNCHER_MAIN + "*\" -P $p \"*";
  /** Exit code of the run script when the host's result directory cannot be created. */
  static final int EXIT_NO_RESULT_DIR = 90;
  /** Exit code of the run script when the properties cannot be received. */
  static final int EXIT_NO_PROPERTIES = 91;
  /** Exit code of the run script when the installation is missing. */
  static final int EXIT_NO_INSTALL = 92;
  /** Exit code of the run script when a {@code -cp} jar has not been deployed to the host. */
  static final int EXIT_NO_JAR = 93;
  /** Where {@code fanout deploy -cp} puts a jar on a host, under the base directory: {@code jars/<sha256>/<name>}. */
  public static final String JARS_DIR = "jars";

  private RemoteScripts() {
  }

  /**
   * Checks a host and then answers clock probes: prints {@code fanout-dir}, {@code fanout-java},
   * {@code fanout-install}/{@code fanout-install-sha}/{@code fanout-version} (when a distribution is deployed; the
   * version is the first line of its {@code bin/ycsb --version}), {@code fanout-disk-kb} and
   * {@code fanout-clock-ready}; then for every line read on stdin prints {@code fanout-clock <epoch-ns>} until stdin
   * ends.
   *
   * @param baseDir the remote base directory (relative to the login directory, or absolute)
   */
  public static String preflight(String baseDir) {
    return preflight(baseDir, List.of());
  }

  /**
   * Like {@link #preflight(String)}, also checking the deployed {@code -cp} jars the run needs: prints
   * {@code fanout-jars-missing <paths>} for those not there and {@code fanout-jars-badsum <paths>} for those whose
   * SHA-256 is not the one in their path ({@code jars/<sha256>/<name>}).
   *
   * @param jars the jars' paths relative to the base directory, {@code jars/<sha256>/<name>}
   */
  public static String preflight(String baseDir, List<String> jars) {
    return String.join("\n",
        "base=" + quote(baseDir),
        "if mkdir -p \"$base\" 2>/dev/null && cd \"$base\"; then echo \"fanout-dir $(pwd -P)\"; else",
        "  echo \"fanout-dir-error cannot create or enter $base\"; fi",
        "missing=; badsum=",
        "for f in " + (jars.isEmpty() ? "''" : ShellQuote.join(jars)) + "; do",
        "  [ -n \"$f\" ] || continue",
        "  if [ ! -f \"$f\" ]; then missing=\"$missing $f\"; continue; fi",
        "  want=$(basename \"$(dirname \"$f\")\")",
        "  got=$( (sha256sum \"$f\" 2>/dev/null || shasum -a 256 \"$f\") | cut -d ' ' -f 1)",
        "  [ \"$got\" = \"$want\" ] || badsum=\"$badsum $f\"",
        "done",
        "[ -z \"$missing\" ] || echo \"fanout-jars-missing$missing\"",
        "[ -z \"$badsum\" ] || echo \"fanout-jars-badsum$badsum\"",
        "if [ -n \"${JAVA_HOME:-}\" ]; then j=\"$JAVA_HOME/bin/java\"; else j=java; fi",
        "echo \"fanout-java $(\"$j\" -version 2>&1 | head -n 1)\"",
        "if [ -x current/bin/ycsb ]; then",
        "  i=$(cd current && pwd -P)",
        "  echo \"fanout-install $i\"",
        "  echo \"fanout-install-sha $(cat \"$i/../.sha256\" 2>/dev/null)\"",
        "  echo \"fanout-version $(JAVA_OPTS= current/bin/ycsb --version 2>/dev/null | head -n 1)\"",
        "fi",
        "echo \"fanout-disk-kb $(df -Pk . 2>/dev/null | awk 'NR==2 {print $4}')\"",
        "echo fanout-clock-ready",
        "while read -r probe; do echo \"fanout-clock $(date +%s%N)\"; done",
        "");
  }

  /**
   * Installs a distribution tarball into {@code <base>/dist/<sha12>/} unless that directory already holds one with
   * the same SHA-256: prints {@code fanout-deploy have}, or {@code fanout-deploy need} and then reads the tarball
   * from stdin, checks its SHA-256, unpacks it and prints {@code fanout-deploy unpacked}. Either way
   * {@code <base>/current} then points at the installation.
   *
   * @param sha256 the tarball's SHA-256, lower-case hex
   * @param topDir the tarball's top-level directory, e.g. {@code ycsb-ext-0.1.0-SNAPSHOT}
   */
  public static String deploy(String baseDir, String sha256, String topDir) {
    String version = sha256.substring(0, 12);
    return String.join("\n",
        "set -e",
        "umask 022",
        "base=" + quote(baseDir),
        "sha=" + quote(sha256),
        "mkdir -p \"$base/dist\"",
        "cd \"$base\"",
        "d=dist/" + quote(version),
        "if [ -f \"$d/.sha256\" ] && [ \"$(cat \"$d/.sha256\")\" = \"$sha\" ] && [ -x \"$d\"/" + quote(topDir)
            + "/bin/ycsb ]; then",
        "  echo 'fanout-deploy have'",
        "else",
        "  echo 'fanout-deploy need'",
        "  tmp=\"$d.partial.$$\"",
        "  rm -rf \"$tmp\"",
        "  mkdir -p \"$tmp\"",
        "  cat > \"$tmp/upload.tar.gz\"",
        "  got=$( (sha256sum \"$tmp/upload.tar.gz\" 2>/dev/null || shasum -a 256 \"$tmp/upload.tar.gz\")"
            + " | cut -d ' ' -f 1)",
        "  if [ \"$got\" != \"$sha\" ]; then",
        "    echo \"fanout-deploy checksum-mismatch $got\"",
        "    rm -rf \"$tmp\"",
        "    exit 3",
        "  fi",
        "  tar -xzf \"$tmp/upload.tar.gz\" -C \"$tmp\"",
        "  rm -f \"$tmp/upload.tar.gz\"",
        "  echo \"$sha\" > \"$tmp/.sha256\"",
        "  rm -rf \"$d\"",
        "  mv \"$tmp\" \"$d\"",
        "  echo 'fanout-deploy unpacked'",
        "fi",
        "ln -sfn \"$d\"/" + quote(topDir) + " current",
        "echo \"fanout-deploy current $(cd current && pwd -P)\"",
        "");
  }

  /**
   * Installs one {@code -cp} jar into {@code <base>/jars/<sha256>/<name>} unless it is there with that SHA-256: prints
   * {@code fanout-deploy have}, or {@code fanout-deploy need}, reads the jar from stdin, checks its SHA-256 and moves
   * it into place ({@code fanout-deploy checksum-mismatch <got>} and exit 3 when it differs); then
   * {@code fanout-deploy current <absolute path>}. The same protocol as {@link #deploy}.
   *
   * @param sha256 the jar's SHA-256, lower-case hex
   * @param fileName the jar's file name, e.g. {@code jedis-2.9.0.jar}
   */
  public static String deployJar(String baseDir, String sha256, String fileName) {
    return String.join("\n",
        "set -e",
        "umask 022",
        "base=" + quote(baseDir),
        "sha=" + quote(sha256),
        "mkdir -p \"$base/" + JARS_DIR + "/$sha\"",
        "cd \"$base/" + JARS_DIR + "/$sha\"",
        "f=" + quote(fileName),
        "sum() { (sha256sum \"$1\" 2>/dev/null || shasum -a 256 \"$1\") | cut -d ' ' -f 1; }",
        "if [ -f \"$f\" ] && [ \"$(sum \"$f\")\" = \"$sha\" ]; then",
        "  echo 'fanout-deploy have'",
        "else",
        "  echo 'fanout-deploy need'",
        "  tmp=\"$f.partial.$$\"",
        "  cat > \"$tmp\"",
        "  got=$(sum \"$tmp\")",
        "  if [ \"$got\" != \"$sha\" ]; then",
        "    echo \"fanout-deploy checksum-mismatch $got\"",
        "    rm -f \"$tmp\"",
        "    exit 3",
        "  fi",
        "  mv \"$tmp\" \"$f\"",
        "fi",
        "echo \"fanout-deploy current $(pwd -P)/$f\"",
        "");
  }

  /**
   * What one host's run script needs beyond the launcher's arguments.
   *
   * @param installDir the absolute installation directory (holds {@code bin/ycsb})
   * @param resultDir the absolute result directory of this host
   * @param propertiesFile the absolute path of the private properties file
   * @param requiredFiles files the host must hold before the run starts (the deployed {@code -cp} jars)
   * @param hostDir the host's own record of the run, next to the results ({@code <base>/results/<run-id>/}
   *     {@value #HOSTS_DIR}{@code /<label>/}): {@value #HOST_RECORD}, {@code stdout.log}, {@code stderr.log}
   * @param hostRecord the first lines of {@value #HOST_RECORD} (the plan as the central host made it)
   * @param detach whether the run goes on in the background, the script returning once the launcher started
   * @param secretKeys the names of the properties whose values are secret (names only: the values stay in the
   *     private properties file, from which the host's log filter reads them)
   * @param barrier whether the run waits at the start barrier: detached, the script then returns once the host is
   *     ready ({@code fanout-ready <epoch-ms>}) or its launcher ended
   */
  public record Launch(String installDir, String resultDir, String propertiesFile, List<String> requiredFiles,
      String hostDir, String hostRecord, boolean detach, List<String> secretKeys, boolean barrier) {

    /** A launch without the start barrier. */
    public Launch(String installDir, String resultDir, String propertiesFile, List<String> requiredFiles,
        String hostDir, String hostRecord, boolean detach, List<String> secretKeys) {
      this(installDir, resultDir, propertiesFile, requiredFiles, hostDir, hostRecord, detach, secretKeys, false);
    }
  }

  /** What {@link #go} prints once the instant is written. */
  public static final String GO_WRITTEN = "fanout-go written";

  /** The directory, next to the hosts' result directories, that holds each host's own record of the run. */
  public static final String HOSTS_DIR = ".fanout-hosts";
  /** The host's record of its run in its host directory (plan, launcher process id, exit code, end). */
  public static final String HOST_RECORD = "host.properties";

  /**
   * Masks secret values (of the properties named in {@code keys}, {@code ,a,b,}, lower case; values of four
   * characters or more) in every line, as {@code SecretMask} does on the central host, so that the host's own log
   * files hold no secret. Reads the properties file named by {@code pf} before the first line.
   */
  private static final String MASK_AWK = String.join("\n",
      "BEGIN { n = 0",
      "  while ((getline l < pf) > 0) {",
      "    if (l ~ /^[ \\t]*[#!]/) continue",
      "    i = match(l, /[=:]/); if (i == 0) continue",
      "    k = tolower(substr(l, 1, i - 1)); v = substr(l, i + 1)",
      "    sub(/^[ \t]+/, \"\", k); sub(/[ \t]+$/, \"\", k)",
      "    if (index(keys, \",\" k \",\") == 0) continue",
      "    sub(/^[ \\t]+/, \"\", v); u = \"\"",
      "    for (j = 1; j <= length(v); j++) { c = substr(v, j, 1); if (c == \"\\\\\") { j++; c = substr(v, j, 1) }; u = u c }",
      "    if (length(u) >= 4) s[++n] = u",
      "  }",
      "  close(pf) }",
      "{ line = $0",
      "  for (q = 1; q <= n; q++) { o = \"\"",
      "    while ((x = index(line, s[q])) > 0) { o = o substr(line, 1, x - 1) \"*****\"; line = substr(line, x + length(s[q])) }",
      "    line = o line }",
      "  print line; fflush() }");

  /**
   * Runs one host's share: checks that every required file is there (a missing one is {@code fanout-error} naming it
   * and exit {@value #EXIT_NO_JAR}, before anything starts), receives the properties on stdin into a private (0600)
   * file outside the result directory, writes the host's record ({@link Launch#hostRecord}), starts {@code bin/ycsb}
   * in the background with its output (secrets masked) in the host directory's {@code stdout.log} and
   * {@code stderr.log}, prints {@code fanout-pid <pid>}, and then either waits, streaming that output, deletes the
   * properties file, records and prints {@code fanout-exit <code>}; or, detached, prints {@code fanout-detached} and
   * returns while the run goes on without the connection. Either way the host's record ends with {@code exitCode=}
   * and {@code endEpochMs=} when the launcher ends, so that {@code fanout collect} needs no central process. The
   * properties never appear on a command line.
   *
   * @param ycsbArgs the arguments of {@code bin/ycsb}, e.g. {@code run --start-at T basic -P <propertiesFile>}
   */
  public static String run(Launch launch, List<String> ycsbArgs) {
    List<String> requiredFiles = launch.requiredFiles();
    String body = String.join("\n",
        "umask 022",
        "cd " + quote(launch.installDir()) + " || { rm -f \"$p\"; echo 'fanout-error no installation'; exit "
            + EXIT_NO_INSTALL + "; }",
        "printf '%s\\n' \"launcherStartEpochMs=$(($(date +%s) * 1000))\" >> \"$h/" + HOST_RECORD + "\"",
        "if [ -n \"$detach\" ]; then",
        "  $awk -v pf=\"$p\" -v keys=\"$keys\" " + quote(MASK_AWK) + " < \"$h/o\" >> \"$h/stdout.log\" &",
        "  $awk -v pf=\"$p\" -v keys=\"$keys\" " + quote(MASK_AWK) + " < \"$h/e\" >> \"$h/stderr.log\" &",
        "else",
        "  $awk -v pf=\"$p\" -v keys=\"$keys\" " + quote(MASK_AWK) + " < \"$h/o\" | $tee -a \"$h/stdout.log\" &",
        "  $awk -v pf=\"$p\" -v keys=\"$keys\" " + quote(MASK_AWK) + " < \"$h/e\" | $tee -a \"$h/stderr.log\" >&2 &",
        "fi",
        "bin/ycsb " + ShellQuote.join(ycsbArgs) + " < /dev/null > \"$h/o\" 2> \"$h/e\" &",
        "pid=$!",
        "echo \"launcherPid=$pid\" >> \"$h/" + HOST_RECORD + "\"",
        "echo \"fanout-pid $pid\"",
        "wait \"$pid\"",
        "rc=$?",
        "wait",
        "rm -f \"$p\" \"$h/o\" \"$h/e\"",
        // One line per echo (one write each); endEpochMs last, so that a host record with it is complete.
        "echo \"exitCode=$rc\" >> \"$h/" + HOST_RECORD + "\"",
        "echo \"endEpochMs=$(($(date +%s) * 1000))\" >> \"$h/" + HOST_RECORD + "\"",
        "echo \"fanout-exit $rc\"",
        "exit \"$rc\"");
    return String.join("\n",
        // The run must not end with the connection: a closed ssh session may send HUP, and writes to it fail.
        "trap '' HUP PIPE",
        "for f in " + (requiredFiles.isEmpty() ? "''" : ShellQuote.join(requiredFiles)) + "; do",
        "  if [ -n \"$f\" ] && [ ! -f \"$f\" ]; then",
        "    echo \"fanout-error $f is not on this host: deploy the -cp jars first (bin/ycsb fanout deploy -cp)\"",
        "    exit " + EXIT_NO_JAR,
        "  fi",
        "done",
        "umask 077",
        "out=" + quote(launch.resultDir()),
        "p=" + quote(launch.propertiesFile()),
        "h=" + quote(launch.hostDir()),
        "detach=" + (launch.detach() ? "1" : "''"),
        "keys=" + quote("," + String.join(",", launch.secretKeys().stream()
            .map(k -> k.toLowerCase(java.util.Locale.ROOT)).toList()) + ","),
        "mkdir -p \"$out\" \"$(dirname \"$p\")\" \"$h\" || { echo \"fanout-error cannot create $out\"; exit "
            + EXIT_NO_RESULT_DIR + "; }",
        "cat > \"$p\" || { echo \"fanout-error cannot write $p\"; exit " + EXIT_NO_PROPERTIES + "; }",
        "printf '%s\\n' " + quote(launch.hostRecord()) + " > \"$h/" + HOST_RECORD + "\"",
        "rm -f \"$h/o\" \"$h/e\"",
        "mkfifo \"$h/o\" \"$h/e\" || { echo \"fanout-error cannot create the output pipes in $h\"; exit "
            + EXIT_NO_RESULT_DIR + "; }",
        // GNU tee -p goes on writing the log file when the connection is gone; mawk reads a pipe line by line only
        // with -W interactive.
        "if awk -W interactive 'BEGIN { }' < /dev/null > /dev/null 2>&1; then awk='awk -W interactive'; else awk=awk; fi",
        "if tee -p < /dev/null > /dev/null 2>&1; then tee='tee -p'; else tee=tee; fi",
        "if [ -n \"$detach\" ]; then",
        "  ( " + body.replace("\n", "\n  ") + "\n  ) < /dev/null > /dev/null 2>&1 &",
        "  i=0",
        "  while [ $i -lt 200 ] && ! grep -q '^launcherPid=' \"$h/" + HOST_RECORD + "\"; do sleep 0.05; i=$((i + 1)); done",
        "  echo \"fanout-pid $(sed -n 's/^launcherPid=//p' \"$h/" + HOST_RECORD + "\")\"",
        "  echo fanout-detached",
        launch.barrier() ? String.join("\n",
            // Returns once the host is ready at the start barrier, or its launcher ended before.
            "  pid=$(sed -n 's/^launcherPid=//p' \"$h/" + HOST_RECORD + "\")",
            "  while [ ! -f \"$h/" + StartBarrierProtocol.READY_FILE + "\" ] && [ -n \"$pid\" ]"
                + " && kill -0 \"$pid\" 2>/dev/null; do sleep 0.05; done",
            "  if [ -f \"$h/" + StartBarrierProtocol.READY_FILE + "\" ]; then echo \"fanout-ready $(cat \"$h/"
                + StartBarrierProtocol.READY_FILE + "\")\"",
            "  else sleep 0.5; echo \"fanout-error $(tail -n 1 \"$h/stderr.log\" 2>/dev/null)\"; fi") : "  :",
        "  exit 0",
        "fi",
        body,
        "");
  }

  /**
   * Reports what a host holds of a run, for {@code fanout collect}: its record's lines, each as
   * {@code fanout-host <key=value>}, then {@code fanout-state none} (no record: the run never started there),
   * {@code running} (its launcher still runs), {@code ended} (the launcher's exit and end are recorded) or
   * {@code gone <seconds>} (the launcher ended without recording its exit; the seconds since a file of the host's run
   * directory last changed, the launcher's last output: a run script between the launcher's exit and its recorded exit
   * shows a few).
   *
   * @param hostDir the host's directory of the run (relative to the login directory, or absolute)
   */
  public static String hostState(String hostDir) {
    return String.join("\n",
        "h=" + quote(hostDir),
        "f=\"$h/" + HOST_RECORD + "\"",
        "if [ ! -f \"$f\" ]; then echo 'fanout-state none'; exit 0; fi",
        "sed 's/^/fanout-host /' \"$f\"",
        "pid=$(sed -n 's/^launcherPid=//p' \"$f\" | tail -n 1)",
        "if grep -q '^endEpochMs=[0-9][0-9]*$' \"$f\"; then echo 'fanout-state ended'",
        "elif [ -n \"$pid\" ] && kill -0 \"$pid\" 2>/dev/null; then",
        "  case \"$(ps -o args= -p \"$pid\" 2>/dev/null)\" in",
        "    *" + LAUNCHER_MAIN + "*) echo 'fanout-state running' ;;",
        "    *) gone=1 ;;",
        "  esac",
        "else gone=1; fi",
        "if [ -n \"${gone:-}\" ]; then",
        "  m=0",
        "  for x in \"$h\"/*; do",
        "    t=$(stat -c %Y \"$x\" 2>/dev/null || stat -f %m \"$x\" 2>/dev/null || echo 0)",
        "    [ \"$t\" -gt \"$m\" ] && m=$t",
        "  done",
        "  echo \"fanout-state gone $(( $(date +%s) - m ))\"",
        "fi",
        "");
  }

  /**
   * Gives a host waiting at the start barrier the common start instant: writes it whole into the host directory's
   * {@code go} file (a rename), records it in {@value #HOST_RECORD} as {@code barrierStartEpochMs=} and prints
   * {@value #GO_WRITTEN}.
   */
  public static String go(String hostDir, long instantEpochMs) {
    return String.join("\n",
        "h=" + quote(hostDir),
        "printf '%s\\n' " + instantEpochMs + " > \"$h/" + StartBarrierProtocol.GO_FILE + ".tmp\""
            + " && mv -f \"$h/" + StartBarrierProtocol.GO_FILE + ".tmp\" \"$h/" + StartBarrierProtocol.GO_FILE + "\""
            + " && echo \"barrierStartEpochMs=" + instantEpochMs + "\" >> \"$h/" + HOST_RECORD + "\""
            + " && echo " + quote(GO_WRITTEN),
        "");
  }

  /**
   * Tells a host at the start barrier not to start: writes {@code abort <why>} whole into its {@code go} file (its
   * benchmark JVM then ends without operations, whenever it reaches the barrier) and prints {@value #GO_WRITTEN}.
   */
  public static String abort(String hostDir, String why) {
    return String.join("\n",
        "h=" + quote(hostDir),
        "printf '%s' " + quote(StartBarrierProtocol.abortFile(why)) + " > \"$h/" + StartBarrierProtocol.GO_FILE
            + ".tmp\" && mv -f \"$h/" + StartBarrierProtocol.GO_FILE + ".tmp\" \"$h/" + StartBarrierProtocol.GO_FILE
            + "\" && echo " + quote(GO_WRITTEN),
        "");
  }

  /** Writes one file to stdout (exit 3 when it is not there). */
  public static String cat(String file) {
    return String.join("\n",
        "f=" + quote(file),
        "[ -f \"$f\" ] || exit 3",
        "cat \"$f\"",
        "");
  }

  /**
   * Stops a run by its launcher's process id, and only if that process is still the launcher of this run (its
   * command line names the launcher and {@code -P <this run's properties file>} as a whole word): TERM (the
   * launcher stops its benchmark JVM, which exports what it has), or with {@code force} KILL of the launcher and
   * its direct children. Prints {@code fanout-stop signalled|gone|not-ours}, then removes the properties file when
   * the process is gone.
   */
  public static String stop(long pid, boolean force, String propertiesFile) {
    String signal = force ? "KILL" : "TERM";
    return String.join("\n",
        "pid=" + pid,
        "p=" + quote(propertiesFile),
        "if kill -0 \"$pid\" 2>/dev/null; then",
        "  case \"$(ps -o args= -p \"$pid\" 2>/dev/null)\" in",
        "    " + OUR_LAUNCHER + ")",
        force ? "      for c in $(pgrep -P \"$pid\" 2>/dev/null); do kill -KILL \"$c\" 2>/dev/null; done" : "      :",
        "      kill -" + signal + " \"$pid\" && echo 'fanout-stop signalled' ;;",
        "    *) echo 'fanout-stop not-ours' ;;",
        "  esac",
        "else",
        "  rm -f \"$p\"",
        "  echo 'fanout-stop gone'",
        "fi",
        "");
  }

  /**
   * Reports whether a run's launcher is still running, for a host whose connection was lost: prints
   * {@code fanout-probe alive}, {@code gone} (and removes the properties file) or {@code not-ours} (the process id
   * now belongs to another process).
   */
  public static String probe(long pid, String propertiesFile) {
    return String.join("\n",
        "pid=" + pid,
        "p=" + quote(propertiesFile),
        "if kill -0 \"$pid\" 2>/dev/null; then",
        "  case \"$(ps -o args= -p \"$pid\" 2>/dev/null)\" in",
        "    " + OUR_LAUNCHER + ") echo 'fanout-probe alive' ;;",
        "    *) echo 'fanout-probe not-ours' ;;",
        "  esac",
        "else",
        "  rm -f \"$p\"",
        "  echo 'fanout-probe gone'",
        "fi",
        "");
  }

  /** Writes the host's result directory to stdout as an uncompressed tar stream of its regular files. */
  public static String collect(String resultDir) {
    return String.join("\n",
        "cd " + quote(resultDir) + " || exit 3",
        "tar -cf - .",
        "");
  }
}
