#!/usr/bin/env python3
"""The public API of SwitchYard's Swift library modules, recorded as text (docs/architecture.md, "Public API").

    tools/api.py check   compare each module's public declarations with its record in api/; exit 1 on any
                         difference, printing what was added and what was removed
    tools/api.py record  rewrite the records in api/ (run it when a change to the public API is meant)

Both read the modules of the debug build (`swift build` first): swift-api-digester dumps each module's public
declarations as JSON, and this turns them into one sorted line per declaration, e.g.
`func SwitchYardKit.SwitchYardEngine.removeSwitch(id:) (Swift.String) -> Swift.Bool`, so a diff reads as a
list of what changed. `package` and internal declarations are not part of it.
"""
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RECORDS = os.path.join(ROOT, "api")
# The Swift modules of the SwitchYardKit library product (Package.swift), and JSONKit, whose `Diagnostic` a
# theme outcome carries to the embedder.
MODULES = ["SceneGraph", "Themes", "SDLKit", "SwitchYardKit", "JSONKit"]
# The C modules those import, by their module maps.
MODULE_MAPS = [
    "Sources/CSDL2/module.modulemap",
    "Sources/CSDL2TTF/module.modulemap",
    "Sources/CSDL2Image/module.modulemap",
    "Sources/CImagePath/include/module.modulemap",
    "Sources/CPNG/include/module.modulemap",
]
DECLARATIONS = {"TypeDecl", "Function", "Constructor", "Var", "Subscript", "TypeAlias", "AssociatedType"}
# Attributes that change what a client may write.
MEANINGFUL = {"Final", "DiscardableResult", "Mutating", "Override", "Required", "Convenience", "Lazy"}
# Conformances every type has implicitly.
IMPLIED = {"Copyable", "Escapable", "SendableMetatype"}


def dump(module, folder):
    """The digester's JSON for `module`, from the debug build's modules."""
    out = os.path.join(folder, module + ".json")
    command = ["swift-api-digester", "-dump-sdk", "-module", module, "-o", out,
               "-I", os.path.join(ROOT, ".build/debug/Modules"), "-Xcc", "-I/usr/include/SDL2"]
    for path in MODULE_MAPS:
        command += ["-Xcc", "-fmodule-map-file=" + os.path.join(ROOT, path)]
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode != 0 or not os.path.exists(out):
        sys.exit(f"api: swift-api-digester failed for {module} (run `swift build` first): {run.stderr.strip()}")
    with open(out) as file:
        return json.load(file)["ABIRoot"]


def signature(node):
    """The types a declaration speaks in: `(parameters) -> result` for calls, `: type` for the rest."""
    types = [child["printedName"] for child in node.get("children", []) if child["kind"].startswith("Type")]
    kind = node["kind"]
    if kind in ("Function", "Constructor", "Subscript") and types:
        text = "(" + ", ".join(types[1:]) + ") -> " + types[0]
        return text + (" throws" if node.get("throwing") else "")
    if kind in ("Var", "TypeAlias") and types:
        setter = any(accessor.get("name") == "Set" for accessor in node.get("accessors", []))
        return ": " + types[0] + (" { get set }" if setter else "")
    if kind == "TypeDecl":
        conformances = sorted({item["printedName"] for item in node.get("conformances", [])} - IMPLIED)
        return (": " + ", ".join(conformances)) if conformances else ""
    return ""


def lines(node, path, out):
    """One line per public declaration under `node`, its name qualified by `path`."""
    for child in node.get("children", []):
        # The digester marks `package` declarations (visible to the package's other modules) as internal; a
        # synthesized `==` of an Equatable type is its conformance, already on the type's line.
        if child["kind"] not in DECLARATIONS or child.get("isInternal") or child["printedName"].startswith("__derived_"):
            continue
        name = path + "." + child["printedName"]
        words = [child.get("declKind", child["kind"]).lower()]
        if child.get("static"):
            words.insert(0, "static")
        if child.get("funcSelfKind") == "Mutating":
            words.insert(0, "mutating")
        attributes = sorted(set(child.get("declAttributes", [])) & MEANINGFUL)
        prefix = " ".join(["@" + item for item in attributes] + words)
        generics = child.get("genericSig", "")
        out.append(f"{prefix} {name}{generics} {signature(child)}".rstrip())
        lines(child, name, out)
    return out


def current(folder):
    return {module: sorted(set(lines(dump(module, folder), module, []))) for module in MODULES}


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else ""
    if mode not in ("check", "record"):
        sys.exit(__doc__)
    with tempfile.TemporaryDirectory() as folder:
        api = current(folder)
    if mode == "record":
        os.makedirs(RECORDS, exist_ok=True)
        for module, declarations in api.items():
            with open(os.path.join(RECORDS, module + ".txt"), "w") as file:
                file.write("".join(line + "\n" for line in declarations))
            print(f"api: {module}: {len(declarations)} public declarations recorded in api/{module}.txt")
        return
    changed = 0
    for module, declarations in api.items():
        path = os.path.join(RECORDS, module + ".txt")
        try:
            with open(path) as file:
                recorded = [line.rstrip("\n") for line in file]
        except OSError:
            print(f"api: {module}: no record at api/{module}.txt")
            changed += 1
            continue
        added = sorted(set(declarations) - set(recorded))
        removed = sorted(set(recorded) - set(declarations))
        for line in removed:
            print(f"api: {module}: removed: {line}")
        for line in added:
            print(f"api: {module}: added: {line}")
        changed += len(added) + len(removed)
        print(f"api: {module}: {len(declarations)} public declarations" + (" (changed)" if added or removed else ""))
    if changed:
        sys.exit(f"api: the public API changed ({changed} lines). If that was meant, record it: make api-record")


if __name__ == "__main__":
    main()
