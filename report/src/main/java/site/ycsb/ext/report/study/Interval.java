/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.study;

import java.util.Arrays;
import java.util.List;

/**
 * Statistics across a cell's valid repetitions (one value per repetition, each from that run's merged histograms),
 * one statistic everywhere: the <b>mean</b>, with its 95% interval taken on the log scale, because every value a
 * study reports (throughput, latency) is positive and the interval must be too: {@code mean · exp(± t(0.975, n-1) ·
 * cv / √n)}, {@code cv = s / mean} with {@code s} the sample standard deviation (the delta method for log(mean)).
 * It never goes below zero and is wider above the mean than below. A ratio of two systems' cells is
 * {@code mean(A) ÷ mean(B)}; its interval is taken on the log scale too (delta method:
 * {@code se² = s_A² / (n_A·mean_A²) + s_B² / (n_B·mean_B²)}, Welch–Satterthwaite degrees of freedom) and
 * exponentiated, so it stays positive and is symmetric for {@code A ÷ B} and {@code B ÷ A}. A difference <em>exceeds
 * the run-to-run spread</em> when that interval excludes 1 (Welch's t-test at the 5% level, on the log scale). One
 * repetition gives no interval ({@code NaN} bounds); a mean of zero gives the interval {@code [0, 0]} when every value
 * is zero, else none. Thread-safe (immutable).
 *
 * @param n repetitions
 * @param mean the mean of the values
 * @param low the interval's lower bound ({@code NaN} for {@code n < 2})
 * @param high its upper bound
 * @param sd the sample standard deviation ({@code NaN} for {@code n < 2})
 */
public record Interval(int n, double mean, double low, double high, double sd) {

  /** The confidence level of every interval. */
  public static final double LEVEL = 0.95;

  /** The statistics of one value per repetition (NaN values are left out). */
  public static Interval of(List<Double> values) {
    double[] v = values.stream().filter(x -> !Double.isNaN(x)).mapToDouble(Double::doubleValue).toArray();
    int n = v.length;
    if (n == 0) {
      return new Interval(0, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
    }
    double mean = Arrays.stream(v).average().orElse(Double.NaN);
    if (n < 2) {
      return new Interval(n, mean, Double.NaN, Double.NaN, Double.NaN);
    }
    double ss = 0;
    for (double x : v) {
      ss += (x - mean) * (x - mean);
    }
    double sd = Math.sqrt(ss / (n - 1));
    if (sd == 0) {
      return new Interval(n, mean, mean, mean, sd);
    }
    if (!(mean > 0)) {
      return new Interval(n, mean, Double.NaN, Double.NaN, sd);
    }
    double half = tQuantile(1 - (1 - LEVEL) / 2, n - 1) * sd / mean / Math.sqrt(n);
    return new Interval(n, mean, mean * Math.exp(-half), mean * Math.exp(half), sd);
  }

  /**
   * A ratio of two systems' means with its 95% interval.
   *
   * @param value {@code mean(A) ÷ mean(B)}; NaN when a mean is missing or not above 0
   * @param low lower bound, NaN when either side has fewer than 2 repetitions
   * @param high upper bound
   */
  public record Ratio(double value, double low, double high) {
    /** True when the interval excludes 1: the difference exceeds the run-to-run spread. */
    public boolean exceedsSpread() {
      return !Double.isNaN(low) && (low > 1 || high < 1);
    }
  }

  /** {@code a ÷ b} with its interval on the log scale (see the class comment). */
  public static Ratio ratio(Interval a, Interval b) {
    if (a.n() == 0 || b.n() == 0 || !(a.mean() > 0) || !(b.mean() > 0)) {
      return new Ratio(Double.NaN, Double.NaN, Double.NaN);
    }
    double value = a.mean() / b.mean();
    if (a.n() < 2 || b.n() < 2) {
      return new Ratio(value, Double.NaN, Double.NaN);
    }
    double va = a.sd() * a.sd() / (a.n() * a.mean() * a.mean());
    double vb = b.sd() * b.sd() / (b.n() * b.mean() * b.mean());
    double se = Math.sqrt(va + vb);
    if (se == 0) {
      return new Ratio(value, value, value);
    }
    double df = (va + vb) * (va + vb) / (va * va / (a.n() - 1) + vb * vb / (b.n() - 1));
    double half = tQuantile(1 - (1 - LEVEL) / 2, df) * se;
    return new Ratio(value, value * Math.exp(-half), value * Math.exp(half));
  }

  /** The {@code p} quantile of Student's t distribution with {@code df} degrees of freedom (df > 0, 0.5 ≤ p < 1). */
  public static double tQuantile(double p, double df) {
    double lo = 0;
    double hi = 1;
    while (tCdf(hi, df) < p) {
      hi *= 2;
    }
    for (int i = 0; i < 200 && hi - lo > 1e-12 * hi; i++) {
      double mid = (lo + hi) / 2;
      if (tCdf(mid, df) < p) {
        lo = mid;
      } else {
        hi = mid;
      }
    }
    return (lo + hi) / 2;
  }

  /** Student's t CDF at {@code t >= 0}: {@code 1 - I_x(df/2, 1/2) / 2} with {@code x = df / (df + t²)}. */
  static double tCdf(double t, double df) {
    return 1 - 0.5 * regularizedBeta(df / (df + t * t), df / 2, 0.5);
  }

  /** The regularized incomplete beta function I_x(a, b), by its continued fraction (Lentz's method). */
  static double regularizedBeta(double x, double a, double b) {
    if (x <= 0) {
      return 0;
    }
    if (x >= 1) {
      return 1;
    }
    double lnFront = logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x);
    if (x > (a + 1) / (a + b + 2)) {
      return 1 - Math.exp(lnFront) * continuedFraction(1 - x, b, a) / b;
    }
    return Math.exp(lnFront) * continuedFraction(x, a, b) / a;
  }

  private static double continuedFraction(double x, double a, double b) {
    double tiny = 1e-300;
    double c = 1;
    double d = 1 - (a + b) * x / (a + 1);
    d = 1 / (Math.abs(d) < tiny ? tiny : d);
    double h = d;
    for (int m = 1; m <= 300; m++) {
      int m2 = 2 * m;
      double num = m * (b - m) * x / ((a + m2 - 1) * (a + m2));
      d = 1 + num * d;
      d = 1 / (Math.abs(d) < tiny ? tiny : d);
      c = 1 + num / c;
      c = Math.abs(c) < tiny ? tiny : c;
      h *= d * c;
      num = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1));
      d = 1 + num * d;
      d = 1 / (Math.abs(d) < tiny ? tiny : d);
      c = 1 + num / c;
      c = Math.abs(c) < tiny ? tiny : c;
      double step = d * c;
      h *= step;
      if (Math.abs(step - 1) < 1e-15) {
        break;
      }
    }
    return h;
  }

  /** ln Γ(x) for x > 0 (Lanczos, g = 7, 9 terms; relative error below 1e-13). */
  static double logGamma(double x) {
    double[] c = {0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
        -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7};
    if (x < 0.5) {
      return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
    }
    x -= 1;
    double sum = c[0];
    for (int i = 1; i < 9; i++) {
      sum += c[i] / (x + i);
    }
    double t = x + 7.5;
    return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(sum);
  }
}
