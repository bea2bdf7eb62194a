/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */

/**
 * The one source of the helpers the bindings share. Nothing uses this package itself: each binding's build copies
 * the classes it needs into its own package (binding-support.xml), so every binding jar stands alone.
 */
package site.ycsb.ext.bindingsupport;
