"""Check a Windows onedir of riskgui: it carries what Windows lacks, and nothing else.

    python3 packaging/windows/check_dlls.py build/windows/dist/riskgui

Reads every DLL, .pyd and .exe with mingw's objdump.  Each DLL one of them imports must
be in the bundle or be part of Windows 10 (version 1703 or later: that is where icuuc.dll,
which Qt 6.10 and later import, first shipped).  No Windows system DLL, and none of the
Wine shims, may be in the bundle.  The Visual C++ runtime (vcruntime140, msvcp140) is not
part of Windows and must be bundled.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

# Part of every Windows 10 (1703+) and 11 installation, in System32.
WINDOWS_10 = {
    "advapi32.dll", "authz.dll", "bcrypt.dll", "comctl32.dll", "comdlg32.dll", "crypt32.dll",
    "d2d1.dll", "d3d11.dll", "d3d12.dll", "d3d9.dll", "dwmapi.dll", "dwrite.dll", "dxgi.dll",
    "gdi32.dll", "icuuc.dll", "icuin.dll", "imagehlp.dll", "imm32.dll", "iphlpapi.dll",
    "kernel32.dll", "mpr.dll", "msvcrt.dll", "netapi32.dll", "ntdll.dll", "ole32.dll",
    "oleaut32.dll", "opengl32.dll", "rpcrt4.dll", "secur32.dll", "setupapi.dll",
    "shcore.dll", "shell32.dll", "shlwapi.dll", "ucrtbase.dll", "uiautomationcore.dll",
    "user32.dll", "userenv.dll", "uxtheme.dll", "version.dll", "winmm.dll", "ws2_32.dll",
    "wtsapi32.dll", "dbghelp.dll", "powrprof.dll", "winspool.drv", "cfgmgr32.dll",
}  # fmt: skip
# Never in the bundle: they belong to the Wine prefix (packaging/windows/wine).
WINE_SHIMS = {"ucrtwine.dll"}


def imports(binary: Path) -> set[str]:
    dump = subprocess.run(
        ["x86_64-w64-mingw32-objdump", "-p", str(binary)], capture_output=True, text=True
    ).stdout
    return {line.split()[-1].lower() for line in dump.splitlines() if "DLL Name:" in line}


def is_windows(name: str) -> bool:
    # API sets (api-ms-win-crt-*, the Universal CRT among them) are Windows 10's own.
    return name in WINDOWS_10 or name.startswith(("api-ms-win-", "ext-ms-win-"))


def main() -> int:
    onedir = Path(sys.argv[1])
    binaries = [p for p in onedir.rglob("*") if p.suffix.lower() in (".dll", ".pyd", ".exe")]
    bundled = {p.name.lower() for p in binaries}
    problems = []
    for name in sorted(bundled):
        if is_windows(name) or name in WINE_SHIMS:
            problems.append(f"{name} is part of Windows (or a Wine shim): it must not be bundled")
    for runtime in ("vcruntime140.dll", "msvcp140.dll"):
        if runtime not in bundled:
            problems.append(f"{runtime} (Visual C++ runtime, not part of Windows) is missing")
    for binary in binaries:
        for name in sorted(imports(binary) - bundled):
            if not is_windows(name):
                where = binary.relative_to(onedir)
                problems.append(f"{where} imports {name}: neither bundled nor part of Windows")
    for problem in problems:
        print(f"check_dlls: {problem}", file=sys.stderr)
    print(f"check_dlls: {len(binaries)} binaries, {len(problems)} problems", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
