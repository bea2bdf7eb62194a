/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;

/**
 * A file-system failure in words a user reads, without Java exception names: {@code permission denied},
 * {@code cannot create /proc/x}, {@code not a text file}. Stateless.
 */
public final class PathProblem {
  private PathProblem() {
  }

  /** The cause of {@code e} in a few words. */
  public static String cause(IOException e) {
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof FileAlreadyExistsException) {
      return "a file of that name is in the way";
    }
    if (e instanceof NoSuchFileException n) {
      return "cannot create " + n.getFile() + " (a missing or read-only parent)";
    }
    if (e instanceof DirectoryNotEmptyException) {
      return "a directory that is not empty is in the way";
    }
    if (e instanceof NotDirectoryException n) {
      return n.getFile() + " is not a directory";
    }
    if (e instanceof CharacterCodingException) {
      return "not a UTF-8 text file";
    }
    if (e instanceof FileSystemException f && f.getReason() != null) {
      return f.getReason().toLowerCase(java.util.Locale.ROOT);
    }
    return e.getMessage() == null ? "an I/O error" : e.getMessage();
  }

  /**
   * A one-line refusal of an option's path: {@code Invalid value 'X' for option '--out': expected ... (cause)}.
   */
  public static BadInputException option(String option, Path value, String expected, IOException e) {
    return new BadInputException("Invalid value '" + value + "' for option '" + option + "': expected " + expected
        + " (" + cause(e) + ")");
  }
}
