/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout;

import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Makes everything from the first positional argument (the binding) on a positional argument, so that YCSB's own
 * options ({@code -P}, {@code -p}, {@code -threads}, ...) pass through to the launcher's parser untouched.
 */
final class YcsbArgsAfterBinding implements IModelTransformer {
  @Override
  public CommandSpec transform(CommandSpec spec) {
    spec.parser().stopAtPositional(true);
    return spec;
  }
}
