/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class SecretNamesTest {

  @Test
  void everyDocumentedWordMakesANameSecretInAnyCase() {
    SecretNames secrets = SecretNames.words();
    for (String name : List.of("db.passwd", "as.password", "couchbase.Password", "jdbc.PWD", "client.secret",
        "api.Token", "couchbase.sslKeystore", "aws.accessKey")) {
      assertTrue(secrets.isSecret(name), name);
      assertEquals(CoreProperty.SECRET_MASK, secrets.shown(name, "v4lue"), name);
    }
    for (String name : List.of("as.user", "recordcount", "couchbase.host", "db.url")) {
      assertFalse(secrets.isSecret(name), name);
      assertEquals("v4lue", secrets.shown(name, "v4lue"), name);
    }
  }

  @Test
  void namesListedInTheOptionAreSecretAndTheOptionItselfIsShown() {
    Properties props = new Properties();
    props.setProperty(SecretNames.PROPERTY, " site.cred , DB.Credential");
    SecretNames secrets = SecretNames.of(props);
    assertTrue(secrets.isSecret("site.cred"));
    assertTrue(secrets.isSecret("db.credential"), "listed names match in any case");
    assertFalse(secrets.isSecret("site.credential"), "a listed name is a whole name, not a word");
    assertFalse(secrets.isSecret(SecretNames.PROPERTY), "the list of names is no secret");
    assertFalse(SecretNames.words().isSecret("site.cred"));
  }

  @Test
  void aSwitchIsShownEvenUnderASecretName() {
    SecretNames secrets = SecretNames.words();
    assertEquals("true", secrets.shown("as.sendKey", "true"));
    assertEquals("false", secrets.shown("couchbase.mutationTokens", "false"));
    assertEquals(CoreProperty.SECRET_MASK, secrets.shown("couchbase.mutationTokens", "yes"));
  }

  @Test
  void textMaskingUsesTheSameNames() {
    Properties props = new Properties();
    props.setProperty("db.passwd", "pg-s3cr3t");
    props.setProperty("site.cred", "c-s3cr3t");
    props.setProperty(SecretNames.PROPERTY, "site.cred");
    props.setProperty("as.sendKey", "true");
    String line = SecretMask.masker(props).apply("db.passwd=pg-s3cr3t site.cred=c-s3cr3t as.sendKey=true ok");
    assertEquals("db.passwd=***** site.cred=***** as.sendKey=true ok", line);
  }
}
