import SceneGraph
import Testing

/// Curves, springs and the time-injected animator: values, retargeting, durations and determinism.
@Suite struct AnimationTests {
    @Test func cssCurvesHitTheirEndsAndSolveXForT() {
        for curve in [CubicBezier.easeIn, .easeOut, .easeInOut, .ease, CubicBezier(0.9, -0.5, 0.1, 1.5)] {
            #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
            #expect(curve.value(at: -3) == 0 && curve.value(at: .nan) == 0 && curve.value(at: 9) == 1)
            for i in 1..<100 {
                let x = Double(i) / 100
                let s: Double = curve.parameter(at: x)
                let u: Double = 1 - s
                let first: Double = 3 * u * u * s * curve.x1
                let second: Double = 3 * u * s * s * curve.x2
                let xs: Double = first + second + s * s * s
                #expect(abs(xs - x) < 1e-9, "x(s) = x at \(x)")
            }
        }
    }

    @Test func easeShapes() {
        #expect(abs(CubicBezier.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
        for i in 1..<50 {
            let x = Double(i) / 100
            #expect(abs(CubicBezier.easeInOut.value(at: x) + CubicBezier.easeInOut.value(at: 1 - x) - 1) < 1e-9)
            #expect(CubicBezier.easeIn.value(at: x) < x, "ease-in starts slow")
            #expect(CubicBezier.easeOut.value(at: x) > x, "ease-out starts fast")
            #expect(CubicBezier.easeIn.value(at: x) < CubicBezier.easeIn.value(at: x + 0.01))
        }
        #expect(abs(CubicBezier(0, 0, 1, 1).value(at: 0.3) - 0.3) < 1e-9)
    }

    @Test func badCurveParametersAreSanitized() {
        let nan = CubicBezier(.nan, 0, 1, 1)
        #expect(nan == CubicBezier(0, 0, 1, 1))
        #expect(CubicBezier(-1, 0, 3, 1).x1 == 0 && CubicBezier(-1, 0, 3, 1).x2 == 1)
        #expect(AnimationCurve.spring(damping: .nan).sanitized() == .spring(damping: 1))
        #expect(AnimationCurve.spring(damping: 0).sanitized() == .spring(damping: 0.05))
        #expect(AnimationCurve.cubicBezier(0.5, .infinity, 0.5, 1).sanitized() == .linear)
    }

    @Test func bezierAnimatorRunsItsDuration() {
        var a = Animator(value: 0.0, curve: .easeInOut, duration: 0.5)
        a.animate(to: 10, at: 1)
        #expect(a.value(at: 1) == 0 && a.value(at: 1.25) == 5)
        #expect(!a.isFinished(at: 1.49))
        #expect(a.isFinished(at: 1.5) && a.value(at: 1.5) == 10 && a.velocity(at: 2) == 0)
    }

    @Test func retargetingIsContinuousAndProportional() {
        var a = Animator(value: 0.0, curve: .linear, duration: 1, durationRule: .proportional(fullDistance: 1))
        a.animate(to: 1, at: 0)
        let before = a.value(at: 0.4)
        a.animate(to: 0, at: 0.4)
        #expect(a.value(at: 0.4) == before)
        #expect(abs(a.value(at: 0.6) - 0.2) < 1e-12)
        #expect(a.isFinished(at: 0.8001) && !a.isFinished(at: 0.7999))
        var fixed = Animator(value: 0.0, curve: .linear, duration: 1)
        fixed.animate(to: 1, at: 0)
        fixed.animate(to: 0, at: 0.4)
        #expect(!fixed.isFinished(at: 1.3999) && fixed.isFinished(at: 1.4001), "a fixed rule takes the full time")
    }

    @Test func springOvershootsSettlesAndKeepsVelocityWhenRetargeted() {
        var a = Animator(value: 0.0, curve: .spring(damping: 0.4), duration: 0.5)
        a.animate(to: 1, at: 0)
        var peak = 0.0
        var t = 0.0
        while !a.isFinished(at: t), t < 20 {
            peak = max(peak, a.value(at: t))
            t += 1.0 / 60
        }
        #expect(peak > 1.05, "underdamped: overshoots")
        #expect(t < 5 && a.value(at: t) == 1)
        var b = Animator(value: 0.0, curve: .spring(damping: 0.7), duration: 0.5)
        b.animate(to: 1, at: 0)
        let v = b.velocity(at: 0.1)
        let x = b.value(at: 0.1)
        b.animate(to: 0, at: 0.1)
        #expect(b.value(at: 0.1) == x)
        #expect(abs(b.velocity(at: 0.1) - v) < 1e-9, "velocity carries over the reversal")
        #expect(b.value(at: 0.12) > x, "still moving on towards the old target at first")
    }

    @Test func criticalAndOverdampedSpringsDoNotOvershoot() {
        for damping in [1.0, 1.8] {
            var a = Animator(value: 0.0, curve: .spring(damping: damping), duration: 0.3)
            a.animate(to: 1, at: 0)
            var t = 0.0
            var last = 0.0
            while !a.isFinished(at: t) {
                let v = a.value(at: t)
                #expect(v <= 1 && v >= last)
                last = v
                t += 1.0 / 60
            }
            #expect(a.value(at: t) == 1)
        }
    }

    @Test func zeroDurationJumps() {
        var a = Animator(value: 0.0, curve: .easeIn, duration: 0)
        a.animate(to: 3, at: 2)
        #expect(a.isFinished(at: 2) && a.value(at: 2) == 3)
        var nan = Animator(value: 0.0, curve: .linear, duration: .nan)
        nan.animate(to: 1, at: 0)
        #expect(nan.value(at: 0) == 1)
    }

    @Test func pointsAndColoursAnimate() {
        var p = Animator(value: Point(x: 0, y: 0), curve: .linear, duration: 1)
        p.animate(to: Point(x: 10, y: -20), at: 0)
        #expect(p.value(at: 0.5) == Point(x: 5, y: -10))
        var c = Animator(value: ColorVector(.black), curve: .linear, duration: 1)
        c.animate(to: ColorVector(Color(r: 200, g: 100, b: 50, a: 255)), at: 0)
        #expect(c.value(at: 0.5).color == Color(r: 100, g: 50, b: 25, a: 255))
        #expect(ColorVector(r: 300, g: -5, b: .nan, a: 128).color == Color(r: 255, g: 0, b: 0, a: 128))
    }

    @Test func steppedClocksRepeatBitForBit() {
        func run() -> [Double] {
            var a = Animator(value: 0.0, curve: .spring(damping: 0.55), duration: 0.4)
            var b = Animator(value: 0.0, curve: .easeInOut, duration: 0.4, durationRule: .proportional(fullDistance: 1))
            a.animate(to: 1, at: 0)
            b.animate(to: 1, at: 0)
            var out: [Double] = []
            for tick in 1...90 {
                let t = Double(tick) / 60
                if tick == 13 {
                    a.animate(to: 0, at: t)
                    b.animate(to: 0, at: t)
                }
                out.append(a.value(at: t))
                out.append(b.value(at: t))
            }
            return out
        }
        #expect(run() == run())
    }
}
