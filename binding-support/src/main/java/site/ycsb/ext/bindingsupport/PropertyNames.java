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
 * The property names a binding declares: the values of the {@code static final String} constants of its
 * {@code *Properties} class that start with the binding's prefix, without the {@code _DEFAULT} values and the prefix
 * itself. Core's names the binding reads do not start with the prefix, so they are not among them: an unknown name
 * under the prefix is refused with a suggestion among the binding's own names only. Stateless; thread-safe.
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
