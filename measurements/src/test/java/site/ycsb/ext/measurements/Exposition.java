/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** One scrape of a Prometheus text-format endpoint, parsed into samples (name, labels, value). */
final class Exposition {
  private static final Pattern SAMPLE = Pattern.compile("^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\\{(.*)\\})?\\s+(\\S+)$");
  private static final Pattern LABEL = Pattern.compile("([a-zA-Z_][a-zA-Z0-9_]*)=\"((?:[^\"\\\\]|\\\\.)*)\",?");

  /** One sample line. */
  record Sample(String name, Map<String, String> labels, double value) {
  }

  final String text;
  final List<Sample> samples = new ArrayList<>();

  private Exposition(String text) {
    this.text = text;
    for (String line : text.split("\n")) {
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      Matcher sample = SAMPLE.matcher(line);
      if (!sample.matches()) {
        throw new AssertionError("not a sample line: " + line);
      }
      Map<String, String> labels = new LinkedHashMap<>();
      String body = sample.group(2) == null ? "" : sample.group(2);
      Matcher label = LABEL.matcher(body);
      int end = 0;
      while (end < body.length() && label.find(end) && label.start() == end) {
        labels.put(label.group(1), label.group(2));
        end = label.end();
      }
      if (end != body.length()) {
        throw new AssertionError("bad labels: " + line);
      }
      samples.add(new Sample(sample.group(1), labels, Double.parseDouble(sample.group(3))));
    }
  }

  /** GETs {@code http://host:port/metrics} (the Prometheus text format, as Prometheus asks for it). */
  static Exposition scrape(String host, int port) throws IOException, InterruptedException {
    HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    HttpResponse<String> response = client.send(HttpRequest.newBuilder(URI.create("http://" + host + ":" + port
        + "/metrics")).timeout(Duration.ofSeconds(10)).header("Accept", "text/plain; version=0.0.4").build(),
        HttpResponse.BodyHandlers.ofString());
    if (response.statusCode() != 200) {
      throw new AssertionError("HTTP " + response.statusCode() + ": " + response.body());
    }
    return new Exposition(response.body());
  }

  /** The samples named {@code name} whose labels include {@code pairs} (name, value, ...). */
  List<Sample> find(String name, String... pairs) {
    List<Sample> found = new ArrayList<>();
    for (Sample sample : samples) {
      boolean match = sample.name.equals(name);
      for (int i = 0; match && i < pairs.length; i += 2) {
        match = pairs[i + 1].equals(sample.labels.get(pairs[i]));
      }
      if (match) {
        found.add(sample);
      }
    }
    return found;
  }

  /** The value of the one sample named {@code name} with these labels; fails when there is none or several. */
  double value(String name, String... pairs) {
    List<Sample> found = find(name, pairs);
    if (found.size() != 1) {
      throw new AssertionError(found.size() + " samples " + name + " " + List.of(pairs) + " in:\n" + text);
    }
    return found.get(0).value();
  }
}
