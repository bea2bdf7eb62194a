/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.bindingsupport;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import site.ycsb.ByteIterator;
import site.ycsb.StringByteIterator;

/**
 * A YCSB record as a flat JSON object of strings ({@code {"field0":"...","field1":"..."}}), the document shape of
 * the previous binding, written with the SDK's shaded Jackson streaming API and read by a check of that shape with
 * Jackson's parser for any other. Thread-safe.
 */
public final class JsonFields {
  /** Jackson, taking a raw control character in a string as itself as the direct reading of {@link #decode} does. */
  @SuppressWarnings("deprecation") // the feature's newer name (JsonReadFeature) is not in SDK 2's shaded Jackson
  private static final JsonFactory FACTORY = new JsonFactory().enable(JsonParser.Feature.ALLOW_UNQUOTED_CONTROL_CHARS);

  private JsonFields() {
  }

  /** @return the fields as one JSON object; each value is read once from its iterator */
  public static String encode(Map<String, ByteIterator> values) {
    StringWriter out = new StringWriter(values.size() * 128);
    try (JsonGenerator json = FACTORY.createGenerator(out)) {
      json.writeStartObject();
      for (Map.Entry<String, ByteIterator> field : values.entrySet()) {
        json.writeStringField(field.getKey(), field.getValue().toString());
      }
      json.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString();
  }

  /** @return the JSON string value (e.g. a {@code SELECT RAW meta().id} row) without its quotes and escapes */
  public static String decodeString(byte[] json) {
    try (JsonParser parser = FACTORY.createParser(json)) {
      if (parser.nextToken() != JsonToken.VALUE_STRING) {
        throw new IllegalArgumentException("not a JSON string: " + new String(json, StandardCharsets.UTF_8));
      }
      return parser.getText();
    } catch (IOException e) {
      throw new IllegalArgumentException("not a JSON string: " + new String(json, StandardCharsets.UTF_8), e);
    }
  }

  /**
   * Adds the document's top-level fields ({@code fields}, or all when {@code null}) to {@code result}: strings as
   * they are, other values as their JSON text. A raw control character in a string is taken as itself. A flat object
   * of strings (the shape {@link #encode} writes) is checked whole here (its structure, every escape) but each
   * value's characters are unescaped only when first read from its iterator; any other document goes through
   * Jackson's parser, and a document Jackson refuses is refused here.
   *
   * @throws IllegalArgumentException if the document is not a JSON object
   */
  public static void decode(String document, Set<String> fields, Map<String, ByteIterator> result) {
    int[] spans = flatStringSpans(document);
    if (spans == null) {
      decodeWithParser(document, fields, result);
      return;
    }
    for (int i = 1; i < spans[0]; i += 4) {
      String name = document.substring(spans[i], spans[i + 1]);
      if (fields == null || fields.contains(name)) {
        int start = spans[i + 2];
        result.put(name, start < 0 ? new LazyJsonString(document, -1 - start, spans[i + 3], true)
            : new LazyJsonString(document, start, spans[i + 3], false));
      }
    }
  }

  /** @return whether {@link #decode} takes the document as a flat object of strings (the rest goes to Jackson) */
  static boolean isFlatObjectOfStrings(String document) {
    return flatStringSpans(document) != null;
  }

  /** {@link #decode} with every value unescaped now by Jackson's parser; for any JSON object. */
  static void decodeWithParser(String document, Set<String> fields, Map<String, ByteIterator> result) {
    try (JsonParser json = FACTORY.createParser(document)) {
      if (json.nextToken() != JsonToken.START_OBJECT) {
        throw new IllegalArgumentException("the document is not a JSON object");
      }
      while (json.nextToken() == JsonToken.FIELD_NAME) {
        String name = json.getCurrentName();
        JsonToken value = json.nextToken();
        if (fields != null && !fields.contains(name)) {
          json.skipChildren();
          continue;
        }
        if (value == JsonToken.START_OBJECT || value == JsonToken.START_ARRAY) {
          StringWriter nested = new StringWriter();
          try (JsonGenerator copy = FACTORY.createGenerator(nested)) {
            copy.copyCurrentStructure(json);
          }
          result.put(name, new StringByteIterator(nested.toString()));
        } else {
          result.put(name, new StringByteIterator(json.getText()));
        }
      }
    } catch (IOException e) {
      throw new IllegalArgumentException("the document is not valid JSON: " + e.getMessage(), e);
    }
  }

  /**
   * @return where a flat object of strings keeps its fields: element 0 is the array's used length; then per field
   *     its name's first and end index and its value's (the value's first index as {@code -1 - first} when the
   *     value holds an escape); or {@code null} when the document is anything else (a name with an escape, a value
   *     that is not a string, an invalid escape, malformed JSON). Quotes and backslashes are found with
   *     {@link String#indexOf(int, int)}, not by a test of every character: a read of workload A's documents takes
   *     about half the CPU of Jackson's parser that way (benchmarks/couchbase3/JsonDecodeCost.java).
   */
  private static int[] flatStringSpans(String document) {
    int length = document.length();
    int at = skipSpace(document, 0);
    if (at == length || document.charAt(at) != '{') {
      return null;
    }
    int[] spans = new int[1 + 4 * 16];
    int used = 1;
    at = skipSpace(document, at + 1);
    if (at < length && document.charAt(at) == '}') {
      spans[0] = used;
      return spans; // what follows the object is not read, as Jackson's reading stops there too
    }
    int backslash = -1; // the first backslash at or after the last place looked from; length when there is none
    while (true) {
      if (at == length || document.charAt(at) != '"') {
        return null;
      }
      int nameEnd = document.indexOf('"', at + 1);
      if (nameEnd < 0) {
        return null;
      }
      if (backslash <= at) {
        backslash = next(document, '\\', at + 1);
      }
      if (backslash < nameEnd) {
        return null; // a name with an escape: the parser decodes those
      }
      int colon = skipSpace(document, nameEnd + 1);
      if (colon == length || document.charAt(colon) != ':') {
        return null;
      }
      int value = skipSpace(document, colon + 1);
      if (value == length || document.charAt(value) != '"') {
        return null;
      }
      boolean escaped = false;
      int from = value + 1;
      int quote = -1;
      while (true) {
        if (quote < from) {
          quote = document.indexOf('"', from);
          if (quote < 0) {
            return null;
          }
        }
        if (backslash < from) {
          backslash = next(document, '\\', from);
        }
        if (backslash > quote) {
          break;
        }
        escaped = true;
        from = escapeEnd(document, backslash);
        if (from < 0) {
          return null;
        }
      }
      if (used + 4 > spans.length) {
        spans = Arrays.copyOf(spans, spans.length * 2);
      }
      spans[used++] = at + 1;
      spans[used++] = nameEnd;
      spans[used++] = escaped ? -1 - (value + 1) : value + 1;
      spans[used++] = quote;
      at = skipSpace(document, quote + 1);
      if (at == length) {
        return null;
      }
      char next = document.charAt(at);
      if (next == '}') {
        spans[0] = used;
        return spans;
      }
      if (next != ',') {
        return null;
      }
      at = skipSpace(document, at + 1);
    }
  }

  /** @return the index of the first {@code c} at or after {@code from}, or the document's length if there is none */
  private static int next(String document, char c, int from) {
    int at = document.indexOf(c, from);
    return at < 0 ? document.length() : at;
  }

  /**
   * @return the index just after the valid escape that starts with the backslash at {@code backslash}, or -1. A
   *     quote follows the backslash somewhere in the document (the caller found it), and a quote is no hex digit: so
   *     no index read here is past the document's end.
   */
  private static int escapeEnd(String document, int backslash) {
    switch (document.charAt(backslash + 1)) {
    case '"':
    case '\\':
    case '/':
    case 'b':
    case 'f':
    case 'n':
    case 'r':
    case 't':
      return backslash + 2;
    case 'u':
      for (int digit = backslash + 2; digit < backslash + 6; digit++) {
        if (!isHexDigit(document.charAt(digit))) {
          return -1;
        }
      }
      return backslash + 6;
    default:
      return -1;
    }
  }

  /** @return whether {@code c} is one of JSON's hex digits (ASCII only, unlike {@link Character#digit}) */
  private static boolean isHexDigit(char c) {
    return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F';
  }

  private static int skipSpace(String document, int from) {
    int at = from;
    while (at < document.length()) {
      char c = document.charAt(at);
      if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
        break;
      }
      at++;
    }
    return at;
  }

  /** @return the characters of a checked JSON string's body (between its quotes), its escapes resolved */
  private static String unescape(String document, int start, int end) {
    char[] out = new char[end - start];
    int used = 0;
    for (int at = start; at < end; at++) {
      char c = document.charAt(at);
      if (c != '\\') {
        out[used++] = c;
        continue;
      }
      char kind = document.charAt(++at);
      switch (kind) {
      case 'b':
        out[used++] = '\b';
        break;
      case 'f':
        out[used++] = '\f';
        break;
      case 'n':
        out[used++] = '\n';
        break;
      case 'r':
        out[used++] = '\r';
        break;
      case 't':
        out[used++] = '\t';
        break;
      case 'u':
        out[used++] = (char) Integer.parseInt(document.substring(at + 1, at + 5), 16);
        at += 4;
        break;
      default: // '"', '\\' and '/' stand for themselves
        out[used++] = kind;
        break;
      }
    }
    return new String(out, 0, used);
  }

  /**
   * A string value of a checked document, unescaped on first use into the {@link StringByteIterator} the parser
   * would have made; a read whose values nobody looks at skips that work. Not thread-safe (no ByteIterator is).
   */
  private static final class LazyJsonString extends ByteIterator {
    private final String document;
    private final int start;
    private final int end;
    private final boolean escaped;
    private StringByteIterator value;

    LazyJsonString(String document, int start, int end, boolean escaped) {
      this.document = document;
      this.start = start;
      this.end = end;
      this.escaped = escaped;
    }

    private StringByteIterator value() {
      if (value == null) {
        value = new StringByteIterator(escaped ? unescape(document, start, end) : document.substring(start, end));
      }
      return value;
    }

    @Override
    public boolean hasNext() {
      return value().hasNext();
    }

    @Override
    public byte nextByte() {
      return value().nextByte();
    }

    @Override
    public int nextBuf(byte[] buffer, int bufOff) {
      return value().nextBuf(buffer, bufOff);
    }

    @Override
    public long bytesLeft() {
      return value().bytesLeft();
    }

    @Override
    public void reset() {
      value().reset();
    }

    @Override
    public byte[] toArray() {
      return value().toArray();
    }

    @Override
    public String toString() {
      return value().toString();
    }
  }

  /** @return the name as a sub-document path: in back quotes (inner ones doubled) if it holds . [ ] or a quote */
  public static String subdocPath(String field) {
    boolean plain = field.indexOf('.') < 0 && field.indexOf('[') < 0 && field.indexOf(']') < 0
        && field.indexOf('`') < 0;
    return plain ? field : "`" + field.replace("`", "``") + "`";
  }
}
