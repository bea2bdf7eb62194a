/*
 * Upstream YCSB's JUnit 4 test of the couchbase3 binding's TLS settings; scripts/upstream-pr writes it with
 * upstream's licence header (commit 7 of the couchbase3 series). It runs in upstream's build only (this project's
 * tests are JUnit 5): UpstreamPrIT runs it there.
 */
package site.ycsb.db.couchbase3.support;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.io.File;
import java.util.Properties;

import org.junit.Test;

/**
 * TLS on with exactly one source of trusted certificates, read before connecting; the fork's forms of "unset" with
 * TLS off; and what would trust any certificate, or not be used, refused with one line.
 */
public class TlsSettingsTest {

  private static Couchbase3Settings settings(String... settings) {
    Properties props = new Properties();
    props.setProperty("couchbase.password", "pw");
    for (String setting : settings) {
      String[] pair = setting.split("=", 2);
      props.setProperty(pair[0], pair[1]);
    }
    return Couchbase3Settings.from(props);
  }

  private static String refusal(String property, String... given) {
    try {
      settings(given);
    } catch (InvalidPropertyException e) {
      assertFalse(e.getMessage(), e.getMessage().contains("\n"));
      assertEquals(e.getMessage(), property, e.getProperty());
      return e.getMessage();
    }
    fail("accepted");
    return null;
  }

  @Test
  public void tlsIsOffByDefaultAndTheForksEmptyFilesMeanUnset() {
    Couchbase3Settings settings = settings("couchbase.sslMode=none", "couchbase.certificateFile=",
        "couchbase.certKeystoreFile=" + new File(".").getAbsolutePath() + "/", "couchbase.certKeystorePassword=");
    assertFalse(settings.isTls());
    assertNull(settings.getTrustSource());
    assertEquals(11210, settings.getBootstrapCarrierPort());
    assertEquals(8091, settings.getBootstrapHttpPort());
  }

  @Test
  public void tlsNeedsExactlyOneReadableSourceOfCertificates() {
    assertTrue(refusal("couchbase.sslTruststoreFile", "couchbase.sslEnabled=true").contains("exactly one of"));
    String missing = new File("no-such-truststore.p12").getAbsolutePath();
    assertTrue(refusal("couchbase.sslTruststoreFile", "couchbase.sslEnabled=true",
        "couchbase.sslTruststoreFile=" + missing).contains("a readable file"));
    File notPem = new File("pom.xml");
    assertTrue(refusal("couchbase.certificateFile", "couchbase.sslMode=data",
        "couchbase.certificateFile=" + notPem.getAbsolutePath()).contains("PEM file of X.509 certificates"));
  }

  @Test
  public void whatWouldTrustAnyCertificateOrNotBeUsedIsRefused() {
    assertTrue(refusal("couchbase.sslMode", "couchbase.sslMode=capella").contains("trusts any certificate"));
    assertTrue(refusal("couchbase.sslEnabled", "couchbase.sslMode=data", "couchbase.sslEnabled=false")
        .contains("it unset or true"));
    assertTrue(refusal("couchbase.sslTruststorePassword", "couchbase.sslTruststorePassword=secret")
        .contains("*****"));
    assertFalse(refusal("couchbase.sslTruststorePassword", "couchbase.sslTruststorePassword=secret")
        .contains("secret"));
  }
}
