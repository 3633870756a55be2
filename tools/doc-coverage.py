#!/usr/bin/env python3
"""Fails when a public symbol declared in Sources/ has no doc comment (run by `make docs`).

Usage: python3 tools/doc-coverage.py SYMBOL_GRAPH_DIR [--root REPO]

Reads every *.symbols.json under SYMBOL_GRAPH_DIR (swift-symbolgraph-extract output, one folder per module,
extracted with -skip-inherited-docs so a comment is the symbol's own) and lists each public or open symbol
whose location is a file under REPO/Sources/ and whose doc comment is missing or blank, as
`Module: kind path (file:line)`. Symbols without a location in Sources/ (what the compiler synthesises, such
as hash(into:) or an enum's init(rawValue:), and what DocC inherits from the standard library) are not ours to
document and are skipped. Prints a count per module; exits 1 if anything is undocumented, 2 on bad input.
Standard library only.
"""

import argparse
import json
import os
import sys
from pathlib import Path
from urllib.parse import unquote, urlparse

PUBLIC = {"public", "open"}


def module_name(graph_file: Path, graph: dict) -> str:
    """The module a graph documents: `SceneGraph@Swift.symbols.json` holds SceneGraph's extensions of Swift."""
    name = graph.get("module", {}).get("name")
    return name or graph_file.name.split("@")[0].removesuffix(".symbols.json")


def source_path(symbol: dict, sources: Path) -> tuple[str, int] | None:
    """The symbol's file relative to the repository and its 1-based line, or None if it is not in Sources/."""
    location = symbol.get("location")
    if not location:
        return None
    uri = urlparse(location.get("uri", ""))
    if uri.scheme not in ("", "file"):
        return None
    path = Path(os.path.realpath(unquote(uri.path)))
    if sources not in path.parents:
        return None
    line = location.get("position", {}).get("line", 0) + 1
    return str(path.relative_to(sources.parent)), line


def has_doc(symbol: dict) -> bool:
    lines = symbol.get("docComment", {}).get("lines", [])
    return any(line.get("text", "").strip() for line in lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("graphs", type=Path, help="folder of symbol graphs, e.g. .build/symbol-graphs")
    parser.add_argument("--root", type=Path, default=Path("."), help="repository root (default: .)")
    args = parser.parse_args()

    sources = Path(os.path.realpath(args.root / "Sources"))
    graph_files = sorted(args.graphs.rglob("*.symbols.json"))
    if not graph_files:
        print(f"doc-coverage: no *.symbols.json under {args.graphs}", file=sys.stderr)
        return 2

    seen: set[str] = set()
    totals: dict[str, int] = {}
    missing: dict[str, list[tuple[str, int, str, str]]] = {}
    for graph_file in graph_files:
        try:
            graph = json.loads(graph_file.read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            print(f"doc-coverage: {graph_file}: {error}", file=sys.stderr)
            return 2
        module = module_name(graph_file, graph)
        totals.setdefault(module, 0)
        missing.setdefault(module, [])
        for symbol in graph.get("symbols", []):
            if symbol.get("accessLevel") not in PUBLIC:
                continue
            where = source_path(symbol, sources)
            if where is None:
                continue
            precise = symbol.get("identifier", {}).get("precise", "")
            if precise in seen:
                continue
            seen.add(precise)
            totals[module] += 1
            if not has_doc(symbol):
                kind = symbol.get("kind", {}).get("identifier", "?").removeprefix("swift.")
                path = ".".join(symbol.get("pathComponents", []))
                missing[module].append((where[0], where[1], kind, path))

    for module in sorted(missing):
        for file, line, kind, path in sorted(missing[module]):
            print(f"{module}: {kind} {path} ({file}:{line})")
    summary = ", ".join(f"{module} {len(missing[module])}/{totals[module]}" for module in sorted(totals))
    undocumented = sum(len(items) for items in missing.values())
    print(f"doc-coverage: undocumented/public symbols declared in Sources/: {summary}")
    if undocumented:
        print(f"doc-coverage: {undocumented} public symbols need a doc comment (///)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
