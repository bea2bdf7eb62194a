/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3;

import java.util.Map;
import site.ycsb.ext.testsupport.contract.Applicability;
import site.ycsb.ext.testsupport.contract.BindingAdapter;
import site.ycsb.ext.testsupport.contract.BindingContract;
import site.ycsb.ext.testsupport.contract.ContractCase;
import site.ycsb.ext.testsupport.contract.CouchbaseStandinAdapter;

/**
 * The binding contract ({@link BindingContract}) for the couchbase3 binding, through {@code bin/ycsb} against one
 * Couchbase stand-in node ({@link CouchbaseStandinAdapter}).
 */
class Couchbase3ContractIT extends BindingContract {

  @Override
  protected BindingAdapter adapter() {
    return new CouchbaseStandinAdapter() {
      @Override
      public String binding() {
        return "couchbase3";
      }

      @Override
      public Applicability applicability(ContractCase c) {
        return Applicability.kept();
      }

      @Override
      public Map.Entry<String, String> impossibleDurability() {
        return Map.entry("couchbase.durability", "majority");
      }

      @Override
      public String foreignProperty() {
        return "couchbase.kv"; // couchbase.kv (couchbase2's)
      }
    };
  }
}
