/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One planned event of a run, as {@code --event <offset>=<command>} or {@code --event-note <offset>=<text>} gave it:
 * a command to run on the central host, or a marker to record, at an offset from the run's start instant;
 * {@code <offset> ends E<n>=<text>} names the earlier event whose fault it ends. The
 * launcher parses the options ({@link #parse}) and carries the events to the benchmark JVM in the run's properties
 * ({@link #toProperties}, {@link #fromProperties}); fan-out keeps them itself. Immutable; thread-safe.
 *
 * @param index the event's number in the run, from 1, in the order given
 * @param kind whether it runs a command or only marks the instant
 * @param offset the offset as typed, e.g. {@code 90s}
 * @param offsetMs the offset from the run's start instant, milliseconds, from 0
 * @param text the command (run with {@code sh -c}) or the note, never empty
 * @param ends the number of the earlier event whose fault this one ends ({@code <offset> ends E<n>=<text>}), so that
 *     the report measures both as one disruption against the fault's pre-fault baseline; 0 when it ends none
 */
public record EventSpec(int index, Kind kind, String offset, long offsetMs, String text, int ends) {

  /** The option of a command event. */
  public static final String COMMAND_OPTION = "--event";
  /** The option of a note. */
  public static final String NOTE_OPTION = "--event-note";
  /** The valid forms, for error messages. */
  public static final String EXPECTED = "<offset>=<text> or <offset> ends E<n>=<text> with an offset from the run's"
      + " start such as 90s, 10m or 1h30m (units ms, s, m, h, d), e.g. 90s='bin/ycsb standin ctl --port 3100 stop 2',"
      + " and E<n> an earlier event whose fault this one ends";
  /** {@code <offset>} or {@code <offset> ends E<n>}, the part before the first {@code =}. */
  private static final Pattern WHEN = Pattern.compile("(\\S+)(?:\\s+ends\\s+E([1-9]\\d{0,3}))?");

  /** Prefix of the properties that carry the events to the benchmark JVM: {@code ycsb.ext.event.<index>}. */
  public static final String PROPERTY_PREFIX = "ycsb.ext.event.";

  /** What an event does. */
  public enum Kind {
    /** Runs a command with {@code sh -c}. */
    COMMAND("command", COMMAND_OPTION),
    /** Records the instant with a note. */
    NOTE("note", NOTE_OPTION);

    private final String label;
    private final String option;

    Kind(String label, String option) {
      this.label = label;
      this.option = option;
    }

    /** The word in the manifest: {@code command} or {@code note}. */
    public String label() {
      return label;
    }

    /** The option that gives it. */
    public String option() {
      return option;
    }

    /** The kind of a manifest word. */
    public static Kind fromLabel(String label) {
      for (Kind k : values()) {
        if (k.label.equals(label)) {
          return k;
        }
      }
      throw new IllegalArgumentException("unknown event kind '" + label + "': expected command or note");
    }
  }

  public EventSpec {
    if (offsetMs < 0 || ends < 0) {
      throw new IllegalArgumentException("offsetMs and ends must be 0 or more, got " + offsetMs + " and " + ends);
    }
  }

  /** An event that ends no earlier one. */
  public EventSpec(int index, Kind kind, String offset, long offsetMs, String text) {
    this(index, kind, offset, offsetMs, text, 0);
  }

  /** The part before {@code =} as typed: {@code 30s}, or {@code 30s ends E1}. */
  public String when() {
    return ends == 0 ? offset : offset + " ends E" + ends;
  }

  /**
   * Parses one option's value.
   *
   * @param index the event's number, from 1
   * @param value {@code <offset>=<text>} as typed
   * @throws BadInputException naming the option, the value and the valid forms, on one line
   */
  public static EventSpec parse(int index, Kind kind, String value) {
    int eq = value == null ? -1 : value.indexOf('=');
    if (eq < 0) {
      throw invalid(kind, value, "");
    }
    Matcher when = WHEN.matcher(value.substring(0, eq).trim());
    if (!when.matches()) {
      throw invalid(kind, value, " (before '=')");
    }
    String offset = when.group(1);
    int ends = when.group(2) == null ? 0 : Integer.parseInt(when.group(2));
    String text = value.substring(eq + 1).trim();
    if (text.isEmpty()) {
      throw invalid(kind, value, " (nothing after '=')");
    }
    if (text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) {
      throw invalid(kind, value.replace("\n", "\\n").replace("\r", "\\r"), " (a line break)");
    }
    long offsetMs;
    try {
      offsetMs = DurationParser.parse("option '" + kind.option() + "'", offset).toMillis();
    } catch (IllegalArgumentException e) {
      throw invalid(kind, value, " (offset '" + offset + "')");
    }
    return new EventSpec(index, kind, offset, offsetMs, text, ends);
  }

  /**
   * Parses the {@code --event} and {@code --event-note} values into one list, numbered in that order (commands
   * first, then notes, each in the order given).
   *
   * @param maxRunMs the run's longest length ({@code maxexecutiontime}), milliseconds; 0 when unbounded. An offset
   *     at or past it is refused, since the event could never happen
   * @throws BadInputException for the first invalid value
   */
  public static List<EventSpec> parseAll(List<String> commands, List<String> notes, long maxRunMs) {
    List<EventSpec> events = new ArrayList<>();
    for (String value : commands == null ? List.<String>of() : commands) {
      events.add(parse(events.size() + 1, Kind.COMMAND, value));
    }
    for (String value : notes == null ? List.<String>of() : notes) {
      events.add(parse(events.size() + 1, Kind.NOTE, value));
    }
    for (EventSpec e : events) {
      if (maxRunMs > 0 && e.offsetMs() >= maxRunMs) {
        throw new BadInputException("Invalid value '" + e.when() + "=" + e.text() + "' for option '"
            + e.kind().option() + "': offset " + e.offset() + " is at or past the run's end (maxexecutiontime="
            + maxRunMs / 1000 + " s); expected an offset below it");
      }
    }
    checkEnds(events);
    return List.copyOf(events);
  }

  /**
   * Checks that every {@code ends E<n>} names another event with an earlier offset.
   *
   * @throws BadInputException naming the first event that does not
   */
  public static void checkEnds(List<EventSpec> events) {
    for (EventSpec e : events) {
      if (e.ends() == 0) {
        continue;
      }
      boolean earlier = events.stream().anyMatch(f -> f.index() == e.ends() && f.index() != e.index()
          && f.offsetMs() < e.offsetMs());
      if (!earlier) {
        throw new BadInputException("Invalid value '" + e.when() + "=" + e.text() + "' for option '"
            + e.kind().option() + "': E" + e.ends() + " is not an earlier event of this run; expected ends E<n> naming"
            + " an event with an earlier offset (events are numbered from 1: --event in the order given, then"
            + " --event-note)");
      }
    }
  }

  /** The events as the properties that carry them to the benchmark JVM. */
  public static Properties toProperties(List<EventSpec> events) {
    Properties props = new Properties();
    for (EventSpec e : events) {
      props.setProperty(PROPERTY_PREFIX + e.index(), e.kind().label() + " " + e.when() + "=" + e.text());
    }
    return props;
  }

  /**
   * The events a run's properties carry, by index.
   *
   * @throws BadInputException when one is malformed (the launcher wrote it, so only a hand-made plan is)
   */
  public static List<EventSpec> fromProperties(Properties props) {
    TreeMap<Integer, EventSpec> events = new TreeMap<>();
    for (String key : props.stringPropertyNames()) {
      if (!key.startsWith(PROPERTY_PREFIX)) {
        continue;
      }
      String value = props.getProperty(key);
      int index;
      try {
        index = Integer.parseInt(key.substring(PROPERTY_PREFIX.length()));
      } catch (NumberFormatException e) {
        continue;
      }
      int space = value.indexOf(' ');
      Kind kind;
      try {
        kind = Kind.fromLabel(space < 0 ? value : value.substring(0, space));
      } catch (IllegalArgumentException e) {
        throw BadInputException.invalidValue(key, value, "command|note <offset>=<text>");
      }
      events.put(index, parse(index, kind, value.substring(space + 1)));
    }
    checkEnds(List.copyOf(events.values()));
    return List.copyOf(events.values());
  }

  private static BadInputException invalid(Kind kind, String value, String why) {
    return new BadInputException("Invalid value '" + value + "' for option '" + kind.option() + "'" + why
        + ": expected " + EXPECTED);
  }
}
