/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Stack;
import picocli.CommandLine.IParameterPreprocessor;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Takes everything from the first positional argument (the binding) on as YCSB's arguments, so that YCSB's own
 * options ({@code -P}, {@code -p}, {@code -threads}, ...) pass through to the command-line module's parser untouched, whatever
 * parser settings the root command line has. Stateless.
 */
final class YcsbArgsAfterBinding implements IParameterPreprocessor {
  @Override
  public boolean preprocess(Stack<String> args, CommandSpec commandSpec, ArgSpec argSpec, Map<String, Object> info) {
    List<String> rest = new ArrayList<>();
    while (!args.isEmpty()) {
      rest.add(args.pop());
    }
    argSpec.setValue(rest);
    return true;
  }
}
