"""Every package's ``__init__`` docstring is its map: it names each module beside it, and
every module, file or folder it names in double backquotes exists.

A name in a map is read as: a module, package or file of this package or of a package
above it (``kit`` in a tab's map is ``riskgui.gui.kit``); a dotted path from one of those
(``exact.solver.propagate``) or from the standard library; or a name defined in one of
this package's modules (``BoardMap``).  Text that is not a Python name (``riskgui-cli
plan``, ``"plan"``) is not checked.  A map that promises rooms "to come" is out of date
the day they are built, so those words are refused too.
"""

from __future__ import annotations

import ast
import builtins
import importlib
import importlib.util
import keyword
import re
from pathlib import Path

import pytest

import riskgui

ROOT = Path(riskgui.__file__).parent
PACKAGES = sorted(path.parent for path in ROOT.rglob("__init__.py"))
NAMED = re.compile(r"``([^`]+)``")
IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
STALE = re.compile(r"\bto come\b|\bgoes here next\b|\bcomes later\b|\band, later\b", re.I)


def package_name(folder: Path) -> str:
    return ".".join(("riskgui", *folder.relative_to(ROOT).parts))


def docstring(folder: Path) -> str:
    text = ast.get_docstring(ast.parse((folder / "__init__.py").read_text(encoding="utf-8")))
    return text or ""


def modules_of(folder: Path) -> set[str]:
    """The modules and packages directly in ``folder``, and its data files."""
    names = {p.stem for p in folder.glob("*.py") if p.stem != "__init__"}
    names |= {p.name for p in folder.iterdir() if (p / "__init__.py").exists()}
    return names | {p.name for p in folder.iterdir() if p.suffix in (".json", ".svg")}


def _defined_anywhere() -> set[str]:
    """Every function, class, method, constant and field defined in riskgui."""
    names: set[str] = set()
    for path in ROOT.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                names.add(node.name)
                body = node.body if isinstance(node, ast.ClassDef) else []
                fields = [n.target for n in body if isinstance(n, ast.AnnAssign)]
                names |= {f.id for f in fields if isinstance(f, ast.Name)}
            elif isinstance(node, ast.Module):
                for n in node.body:
                    targets = n.targets if isinstance(n, ast.Assign) else []
                    names |= {t.id for t in targets if isinstance(t, ast.Name)}
    return names


DEFINED = _defined_anywhere()


def ancestors(folder: Path) -> list[Path]:
    chain = [folder]
    while chain[-1] != ROOT:
        chain.append(chain[-1].parent)
    return chain


def modules_named(folder: Path) -> list[str]:
    """The names the map gives as its rooms: those that open a bullet (``- ``a``, ``b``
    and ``c``: ...``) and the first column of an indented table of layers."""
    rooms: list[str] = []
    for line in docstring(folder).splitlines():
        bullet = re.match(r"\s*- (``[^:]*?)(:|$)", line)
        if bullet:
            rooms += NAMED.findall(bullet.group(1))
        layer = re.match(r" {4}([a-z_]+(?: \| [a-z_]+)*)(?: {2,}|$)", line)
        if layer:
            rooms += layer.group(1).split(" | ")
    return [room.rstrip("/") for room in rooms]


def resolves(name: str, folder: Path) -> bool:
    """Whether ``name``, met in ``folder``'s map, is something that exists."""
    name = name.rstrip("/").removesuffix("()")
    if "/" in name:  # a path: core/plan, gui/jobs, tabs/board
        bases = ancestors(folder) + [ROOT.parent]
        return any((base / name).exists() for base in bases)
    parts = name.split(".")
    if not all(IDENTIFIER.fullmatch(part) for part in parts):
        return True  # not a Python name: words, a command line, a value
    head = parts[0]
    if keyword.iskeyword(head) or hasattr(builtins, head) or head == "riskgui":
        return True
    for base in ancestors(folder) + [ROOT / "core"]:
        if name in modules_of(base):
            return True
        if head in modules_of(base) and _attribute_of_module(
            f"{package_name(base)}.{head}", parts[1:]
        ):
            return True
    if len(parts) == 1:
        below = {p.stem for p in folder.rglob("*.py")} | {p.name for p in folder.rglob("*")}
        return head in DEFINED or head in below
    return head in DEFINED or (
        importlib.util.find_spec(head) is not None and _attribute_of_module(head, parts[1:])
    )


def _attribute_of_module(module_name: str, rest: list[str]) -> bool:
    """Whether ``module_name`` then ``rest`` (submodules, then attributes) exists."""
    try:
        value: object = importlib.import_module(module_name)
    except ImportError:
        return False
    for part in rest:
        if hasattr(value, part):
            value = getattr(value, part)
        else:
            try:
                value = importlib.import_module(f"{module_name}.{part}")
            except ImportError:
                return False
        module_name = f"{module_name}.{part}"
    return True


@pytest.mark.parametrize("folder", PACKAGES, ids=package_name)
def test_every_name_in_the_map_exists(folder):
    missing = [name for name in NAMED.findall(docstring(folder)) if not resolves(name, folder)]
    assert not missing, f"{package_name(folder)} names what does not exist: {missing}"


@pytest.mark.parametrize("folder", PACKAGES, ids=package_name)
def test_every_room_the_map_lists_is_a_module_here(folder):
    missing = sorted(set(modules_named(folder)) - modules_of(folder))
    assert not missing, f"{package_name(folder)}'s map lists modules it does not hold: {missing}"


@pytest.mark.parametrize("folder", PACKAGES, ids=package_name)
def test_the_map_names_every_module(folder):
    named = {name.rstrip("/").split(".")[0] for name in NAMED.findall(docstring(folder))}
    named |= set(modules_named(folder)) | {"__main__", "classic.json"}
    unnamed = sorted(modules_of(folder) - named - _icons(folder))
    assert not unnamed, f"{package_name(folder)}'s map does not name {unnamed}"


@pytest.mark.parametrize("folder", PACKAGES, ids=package_name)
def test_the_map_promises_nothing_to_come(folder):
    assert not STALE.search(docstring(folder)), package_name(folder)


def _icons(folder: Path) -> set[str]:
    return {p.name for p in folder.glob("*.svg")}


def test_the_checks_can_fail(monkeypatch):
    """A map listing a module that is not there, or naming a name nothing defines."""
    folder = ROOT / "core" / "plan"
    assert resolves("draft", folder) and resolves("engine.solve_plan", folder)
    assert not resolves("engine.no_such_thing", folder) and not resolves("carry_on", folder)
    stale = "The plan.\n\n- ``search``: the draft.\n- ``front`` and ``carry``: the recursion.\n"
    monkeypatch.setattr(f"{__name__}.docstring", lambda _: stale)
    assert modules_named(folder) == ["search", "front", "carry"]
