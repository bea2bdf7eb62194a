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
import java.util.Map;
import java.util.Set;
import site.ycsb.ByteIterator;
import site.ycsb.StringByteIterator;

/**
 * A YCSB record as a flat JSON object of strings ({@code {"field0":"...","field1":"..."}}), the document shape of
 * the previous binding, encoded and decoded with the SDK's shaded Jackson streaming API. Thread-safe.
 */
public final class JsonFields {
  private static final JsonFactory FACTORY = new JsonFactory();

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
   * Adds the document's (UTF-8 bytes) top-level fields ({@code fields}, or all when {@code null}) to {@code result}:
   * strings as they are, other values as their JSON text.
   */
  public static void decode(byte[] document, Set<String> fields, Map<String, ByteIterator> result) {
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

  /** @return the name as a sub-document path: in back quotes (inner ones doubled) if it holds . [ ] or a quote */
  public static String subdocPath(String field) {
    boolean plain = field.indexOf('.') < 0 && field.indexOf('[') < 0 && field.indexOf(']') < 0
        && field.indexOf('`') < 0;
    return plain ? field : "`" + field.replace("`", "``") + "`";
  }
}
