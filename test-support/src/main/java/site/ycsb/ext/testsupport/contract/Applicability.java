/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.testsupport.contract;

import java.util.Objects;

/** Whether a binding keeps a {@link ContractCase}, or why it does not apply to it. Immutable. */
public final class Applicability {
  private static final Applicability KEPT = new Applicability(null);
  private final String reason;

  private Applicability(String reason) {
    this.reason = reason;
  }

  /** The binding keeps the case: the suite runs it. */
  public static Applicability kept() {
    return KEPT;
  }

  /** The case does not apply to the binding; the suite prints {@code reason} and skips it. */
  public static Applicability notApplicable(String reason) {
    if (Objects.requireNonNull(reason, "reason").isBlank()) {
      throw new IllegalArgumentException("a case declared not applicable needs a reason");
    }
    return new Applicability(reason);
  }

  /** @return whether the suite runs the case */
  public boolean isKept() {
    return reason == null;
  }

  /** @return why the case does not apply, or null when it is kept */
  public String reason() {
    return reason;
  }
}
