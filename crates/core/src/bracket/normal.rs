//! The inverse of the standard normal CDF, Φ⁻¹, for the normal seed strength s_i = Φ⁻¹(1 − 4i/n).
//!
//! Algorithm AS 241 (`PPND16`) of M. J. Wichura, "The percentage points of the normal
//! distribution", Applied Statistics 37 (1988) 477–484: rational approximations in three ranges,
//! with relative error about 1e-16, i.e. full double precision.

#![allow(
    clippy::excessive_precision,
    reason = "AS 241's coefficients as published, digit for digit, so they can be checked against the paper"
)]

/// Evaluates a polynomial with coefficients in increasing degree by Horner's rule.
fn poly(coefficients: &[f64], x: f64) -> f64 {
    coefficients.iter().rev().fold(0.0, |acc, &c| acc * x + c)
}

/// Central range |p − 1/2| ≤ 0.425: numerator and denominator in r = 0.180625 − q².
const CENTRAL_NUMERATOR: [f64; 8] = [
    3.387_132_872_796_366_608,
    1.331_416_678_917_843_774_5e2,
    1.971_590_950_306_551_442_7e3,
    1.373_169_376_550_946_112_5e4,
    4.592_195_393_154_987_145_7e4,
    6.726_577_092_700_870_085_3e4,
    3.343_057_558_358_812_810_5e4,
    2.509_080_928_730_122_672_7e3,
];
const CENTRAL_DENOMINATOR: [f64; 8] = [
    1.0,
    4.231_333_070_160_091_125_2e1,
    6.871_870_074_920_579_083e2,
    5.394_196_021_424_751_107_7e3,
    2.121_379_430_158_659_586_7e4,
    3.930_789_580_009_271_061e4,
    2.872_908_573_572_194_267_4e4,
    5.226_495_278_852_854_561e3,
];
/// Intermediate tails, r = √(−ln min(p, 1−p)) ≤ 5: polynomials in r − 1.6.
const INTERMEDIATE_NUMERATOR: [f64; 8] = [
    1.423_437_110_749_683_577_34,
    4.630_337_846_156_545_295_9,
    5.769_497_221_460_691_405_5,
    3.647_848_324_763_204_605_04,
    1.270_458_252_452_368_382_58,
    2.417_807_251_774_506_117_7e-1,
    2.272_384_498_926_918_458_33e-2,
    7.745_450_142_783_414_076_4e-4,
];
const INTERMEDIATE_DENOMINATOR: [f64; 8] = [
    1.0,
    2.053_191_626_637_758_821_87,
    1.676_384_830_183_803_849_4,
    6.897_673_349_851_000_045_5e-1,
    1.481_039_764_274_800_745_9e-1,
    1.519_866_656_361_645_719_66e-2,
    5.475_938_084_995_344_946e-4,
    1.050_750_071_644_416_843_24e-9,
];
/// Far tails, r > 5: polynomials in r − 5.
const FAR_NUMERATOR: [f64; 8] = [
    6.657_904_643_501_103_777_2,
    5.463_784_911_164_114_369_9,
    1.784_826_539_917_291_335_8,
    2.965_605_718_285_048_912_3e-1,
    2.653_218_952_657_612_309_3e-2,
    1.242_660_947_388_078_438_6e-3,
    2.711_555_568_743_487_578_15e-5,
    2.010_334_399_292_288_132_65e-7,
];
const FAR_DENOMINATOR: [f64; 8] = [
    1.0,
    5.998_322_065_558_879_376_9e-1,
    1.369_298_809_227_358_053_1e-1,
    1.487_536_129_085_061_485_25e-2,
    7.868_691_311_456_132_591e-4,
    1.846_318_317_510_054_681_8e-5,
    1.421_511_758_316_445_888_7e-7,
    2.044_263_103_389_939_785_64e-15,
];

/// Φ⁻¹(p): the x with P(Z ≤ x) = p for a standard normal Z. Returns −∞ at 0, +∞ at 1, and NaN
/// outside [0, 1] (never panics).
pub fn inverse_normal_cdf(p: f64) -> f64 {
    if !(0.0..=1.0).contains(&p) {
        return f64::NAN;
    }
    let q = p - 0.5;
    if q.abs() <= 0.425 {
        let r = 0.180_625 - q * q;
        return q * poly(&CENTRAL_NUMERATOR, r) / poly(&CENTRAL_DENOMINATOR, r);
    }
    let tail = if q < 0.0 { p } else { 1.0 - p };
    if tail == 0.0 {
        return if q < 0.0 {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
    }
    let r = (-tail.ln()).sqrt();
    let x = if r <= 5.0 {
        let r = r - 1.6;
        poly(&INTERMEDIATE_NUMERATOR, r) / poly(&INTERMEDIATE_DENOMINATOR, r)
    } else {
        let r = r - 5.0;
        poly(&FAR_NUMERATOR, r) / poly(&FAR_DENOMINATOR, r)
    };
    if q < 0.0 { -x } else { x }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Φ from libm's erfc: an independent implementation to invert against.
    fn normal_cdf(x: f64) -> f64 {
        0.5 * libm::erfc(-x / std::f64::consts::SQRT_2)
    }

    #[test]
    fn matches_high_precision_quantiles() {
        // Reference values from mpmath at 40 digits (findroot on ncdf(x) = p).
        let cases: [(f64, f64); 11] = [
            (0.975, 1.959_963_984_540_054_235_5),
            (0.5, 0.0),
            (0.3, -0.524_400_512_708_040_784_04),
            (0.02425, -1.972_961_051_311_884_850_3),
            (0.001, -3.090_232_306_167_813_541_5),
            (1e-10, -6.361_340_902_404_056_204_7),
            (1e-300, -37.047_096_299_361_199_237),
            (0.999_999, 4.753_424_308_822_898_948_2),
            // The normal strengths of seeds 1, 8 and 16 with n = 351: Φ⁻¹(1 − 4i/351).
            (1.0 - 4.0 / 351.0, 2.276_902_931_628_366_598_8),
            (1.0 - 32.0 / 351.0, 1.333_596_342_303_562_027_5),
            (1.0 - 64.0 / 351.0, 0.906_497_921_228_653_549_68),
        ];
        for (p, x) in cases {
            let got = inverse_normal_cdf(p);
            // 0.999999 and 1 − 4/351 are themselves rounded in f64, which moves x by ~1e-12.
            let tolerance = 1e-14 * x.abs().max(1.0) + if p > 0.9 { 1e-10 } else { 0.0 };
            assert!((got - x).abs() <= tolerance, "Φ⁻¹({p}) = {got}, want {x}");
        }
    }

    #[test]
    fn inverts_erfc_based_cdf_everywhere() {
        // A fine grid over both tails and the centre: Φ(Φ⁻¹(p)) = p to near machine precision.
        let mut p = 1e-300_f64;
        while p < 0.5 {
            for q in [p, 1.0 - p] {
                let back = normal_cdf(inverse_normal_cdf(q));
                let scale = q.min(1.0 - q);
                assert!(
                    (back - q).abs() <= 1e-13 * scale + 1e-16,
                    "p = {q}: Φ(Φ⁻¹(p)) = {back}"
                );
            }
            p *= 1.37;
        }
        for i in 1..1000 {
            let q = f64::from(i) / 1000.0;
            assert!(
                (normal_cdf(inverse_normal_cdf(q)) - q).abs() < 1e-15,
                "p = {q}"
            );
        }
    }

    #[test]
    fn edges_do_not_panic() {
        assert_eq!(inverse_normal_cdf(0.0), f64::NEG_INFINITY);
        assert_eq!(inverse_normal_cdf(1.0), f64::INFINITY);
        assert!(inverse_normal_cdf(-0.1).is_nan());
        assert!(inverse_normal_cdf(1.1).is_nan());
        assert!(inverse_normal_cdf(f64::NAN).is_nan());
        // Symmetry Φ⁻¹(1 − p) = −Φ⁻¹(p), which the normal strength relies on (p with an exact
        // complement in f64, so that only the algorithm is tested).
        for p in [2f64.powi(-20), 2f64.powi(-10), 0.125, 0.25, 0.375] {
            let x = inverse_normal_cdf(p);
            assert!(
                (inverse_normal_cdf(1.0 - p) + x).abs() <= 1e-15 * x.abs(),
                "p = {p}"
            );
        }
    }
}
