#!/usr/bin/env python3
"""Trains Sketchpad's touch predictor on the recorded traces and writes its weights as Swift.

Usage: python3 tools/train-predictor.py [--train 1,2] [--test 3,4] [--out PATH]
Needs numpy only. Deterministic (seed 1). Reads assets/touch-traces/raw/{Write,Paint}Tasks-*.txt.

The model (mirrored exactly by Sources/SketchCore/Prediction/TouchPredictor.swift): the stroke so
far is resampled at 8 past instants 1/60 s apart (linear interpolation, held at the first sample
before it), taken relative to the latest sample and turned into the frame of the latest motion
(x along it, y across it), divided by 50 px; with the horizon in units of 1/30 s that makes 17
inputs. One tanh layer of 32 plus a linear skip gives the offset at the horizon, turned back.
Trained on mean Euclidean error (the measure reported), with mirror images, over horizons of
16.7, 33.3, 50 and 66.7 ms, on the --train participants only; the report is on --test ones.
"""
import argparse, math, os
import numpy as np

HISTORY, STEP, SCALE, HIDDEN = 8, 1 / 60, 50.0, 32
HORIZONS = [1 / 60, 1 / 30, 1 / 20, 1 / 15]
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def load(path):
    """Strokes as lists of (seconds, x, y); rows as TouchTrace.swift reads them."""
    strokes, cur = [], None
    for line in open(path):
        f = line.strip().split(";")
        if len(f) < 6:
            continue
        try:
            s = (float(f[1]) / 1000, float(f[2]), float(f[3]))
        except ValueError:
            continue
        a = f[5].strip()
        if a == "0":
            if cur:
                strokes.append(cur)
            cur = [s]
        elif a == "2" and cur is not None:
            cur.append(s)
        elif a == "1" and cur is not None:
            cur.append(s)
            strokes.append(cur)
            cur = None
    if cur:
        strokes.append(cur)
    return [dedup(s) for s in strokes]


def dedup(stroke):
    """A sample at or before the previous one's time replaces it (as TouchPredictor does)."""
    out = []
    for s in stroke:
        if out and s[0] <= out[-1][0]:
            out[-1] = (out[-1][0], s[1], s[2])
        else:
            out.append(s)
    return out


def at(ts, xs, ys, t):
    return np.interp(t, ts, xs), np.interp(t, ts, ys)


def examples(strokes, h):
    """(history offsets n×2×K, true offsets n×2): every sample from the second whose time plus h
    lies inside its stroke."""
    X, Y = [], []
    for st in strokes:
        a = np.array(st)
        ts, xs, ys = a[:, 0], a[:, 1], a[:, 2]
        for i in range(1, len(st)):
            t = ts[i]
            if t + h > ts[-1]:
                break
            past = t - STEP * np.arange(1, HISTORY + 1)
            hx, hy = at(ts[: i + 1], xs[: i + 1], ys[: i + 1], past)
            fx, fy = at(ts, xs, ys, t + h)
            X.append(np.stack([hx - xs[i], hy - ys[i]]))
            Y.append((fx - xs[i], fy - ys[i]))
    return np.array(X).reshape(-1, 2, HISTORY), np.array(Y).reshape(-1, 2)


def frame(X):
    d = -X[:, :, 0]
    n = np.hypot(d[:, 0], d[:, 1])
    ok = n > 1e-6
    ux = np.where(ok, d[:, 0] / np.where(ok, n, 1), 1.0)
    uy = np.where(ok, d[:, 1] / np.where(ok, n, 1), 0.0)
    return ux, uy


def features(X, h):
    ux, uy = frame(X)
    a = X[:, 0, :] * ux[:, None] + X[:, 1, :] * uy[:, None]
    b = -X[:, 0, :] * uy[:, None] + X[:, 1, :] * ux[:, None]
    hcol = np.full((len(X), 1), h * 30)
    return np.concatenate([a / SCALE, b / SCALE, hcol], 1), ux, uy


def targets(Y, ux, uy):
    return np.stack([Y[:, 0] * ux + Y[:, 1] * uy, -Y[:, 0] * uy + Y[:, 1] * ux], 1) / SCALE


def forward(P, F):
    W1, b1, W2, b2, L = P
    return np.tanh(F @ W1 + b1) @ W2 + b2 + F @ L


def train(F, T, epochs=20, lr=3e-3, seed=1):
    rng = np.random.default_rng(seed)
    M = F.copy(); M[:, HISTORY:2 * HISTORY] *= -1
    TM = T.copy(); TM[:, 1] *= -1
    F, T = np.concatenate([F, M]), np.concatenate([T, TM])
    n, d = F.shape
    P = [rng.normal(0, 1 / math.sqrt(d), (d, HIDDEN)), np.zeros(HIDDEN),
         rng.normal(0, 0.1 / math.sqrt(HIDDEN), (HIDDEN, 2)), np.zeros(2), np.zeros((d, 2))]
    m1 = [np.zeros_like(p) for p in P]; m2 = [np.zeros_like(p) for p in P]
    step = 0
    for ep in range(epochs):
        order = rng.permutation(n)
        rate = lr * 0.1 ** (ep / epochs)
        for s in range(0, n, 256):
            j = order[s:s + 256]
            x, y = F[j], T[j]
            hid = np.tanh(x @ P[0] + P[1])
            r = hid @ P[2] + P[3] + x @ P[4] - y
            g = r / np.sqrt((r ** 2).sum(1) + 1e-6)[:, None] / len(j)
            gh = g @ P[2].T * (1 - hid ** 2)
            G = [x.T @ gh, gh.sum(0), hid.T @ g, g.sum(0), x.T @ g]
            step += 1
            for p, gr, a, b in zip(P, G, m1, m2):
                a *= 0.9; a += 0.1 * gr; b *= 0.999; b += 0.001 * gr * gr
                p -= rate * (a / (1 - 0.9 ** step)) / (np.sqrt(b / (1 - 0.999 ** step)) + 1e-8)
    return P


def evaluate(P, strokes, h):
    X, Y = examples(strokes, h)
    F, ux, uy = features(X, h)
    o = forward(P, F) * SCALE
    px, py = o[:, 0] * ux - o[:, 1] * uy, o[:, 0] * uy + o[:, 1] * ux
    return np.hypot(px - Y[:, 0], py - Y[:, 1]).mean()


def swift_array(name, a):
    flat = ", ".join(f"{v:.7g}" for v in np.asarray(a).ravel())
    return f"    static let {name}: [Double] = [{flat}]\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--train", default="1,2")
    ap.add_argument("--test", default="3,4")
    ap.add_argument("--out", default=os.path.join(ROOT, "Sources/SketchCore/Prediction/PredictorWeights.swift"))
    args = ap.parse_args()
    raw = os.path.join(ROOT, "assets/touch-traces/raw")
    data = lambda kind, parts: sum((load(f"{raw}/{kind}Tasks-participant{p}.txt") for p in parts.split(",")), [])
    Fs, Ts = [], []
    for h in HORIZONS:
        for kind in ("Write", "Paint"):
            X, Y = examples(data(kind, args.train), h)
            F, ux, uy = features(X, h)
            Fs.append(F); Ts.append(targets(Y, ux, uy))
    P = train(np.concatenate(Fs), np.concatenate(Ts))
    for kind in ("Write", "Paint"):
        held = data(kind, args.test)
        print(kind, "held-out participants", args.test, " ".join(
            f"{h * 1000:.1f}ms {evaluate(P, held, h):.2f}px" for h in HORIZONS), flush=True)
    with open(args.out, "w") as f:
        f.write("// Generated by tools/train-predictor.py --train " + args.train + "; do not edit.\n\n")
        f.write("/// The touch predictor's weights, trained on participants " + args.train +
                " of assets/touch-traces only.\n")
        f.write("enum PredictorWeights {\n")
        f.write(swift_array("hidden", P[0].T)); f.write(swift_array("hiddenBias", P[1]))
        f.write(swift_array("output", P[2].T)); f.write(swift_array("outputBias", P[3]))
        f.write(swift_array("skip", P[4].T))
        f.write("}\n")


if __name__ == "__main__":
    main()
