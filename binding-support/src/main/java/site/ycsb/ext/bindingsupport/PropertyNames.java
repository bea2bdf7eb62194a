/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.bindingsupport;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;

/**
 * The property names a binding declares: its {@code *Properties} class's {@code static final String} values under
 * its prefix, not {@code *_DEFAULT} ones nor the prefix, so not core's names (a misspelt name is offered only the
 * binding's own). Stateless; thread-safe.
 */
final class PropertyNames {
  private PropertyNames() {
  }

  /**
   * @param holder the binding's properties class, in this package or readable from it
   * @param prefix the prefix of every property of the binding, e.g. {@code as.}
   * @return the names, sorted; unmodifiable
   */
  static Set<String> declaredIn(Class<?> holder, String prefix) {
    Set<String> names = new TreeSet<>();
    for (Field field : holder.getDeclaredFields()) {
      int modifiers = field.getModifiers();
      if (field.getType() == String.class && Modifier.isStatic(modifiers) && Modifier.isFinal(modifiers)
          && !field.getName().endsWith("_DEFAULT")) {
        try {
          String value = (String) field.get(null);
          if (value.startsWith(prefix) && !value.equals(prefix)) {
            names.add(value);
          }
        } catch (IllegalAccessException e) {
          throw new IllegalStateException(e);
        }
      }
    }
    return Collections.unmodifiableSet(names);
  }
}
