; NSIS script for riskgui's Windows installer: a per-user install with no administrator
; prompt, a Start-menu entry, an optional desktop shortcut, upgrades in place and an
; entry in "Installed apps" with the icon, version and size.
;
; Built by packaging/windows/build.sh on Linux (Debian's makensis) and by the release
; workflow on a Windows runner:
;   makensis -DVERSION=X.Y.Z -DSOURCE_DIR=dist/riskgui -DICON=build/icons/riskgui.ico
;            -DOUTFILE=dist/riskgui-X.Y.Z-windows-setup.exe packaging/windows/riskgui.nsi
; Silent install: setup.exe /S (optionally /D=C:\path, last); silent uninstall:
; uninstall.exe /S.

; The installer is 32-bit unless told otherwise (official NSIS ships no 64-bit stubs);
; Debian's makensis has them, and Wine without its 32-bit half runs only those.
!ifdef TARGET
  Target ${TARGET}
!else
  Unicode true
!endif
ManifestDPIAware true
SetCompressor /SOLID lzma

!ifndef VERSION
  !error "define VERSION, e.g. -DVERSION=0.1.0"
!endif
!ifndef SOURCE_DIR
  !error "define SOURCE_DIR, the PyInstaller onedir of riskgui"
!endif
!ifndef ICON
  !error "define ICON, the .ico made by packaging/icons.py"
!endif
!ifndef OUTFILE
  !define OUTFILE "riskgui-${VERSION}-windows-setup.exe"
!endif

!define APP "riskgui"
!define EXE "riskgui.exe"
; The uninstall key ties upgrades and the uninstaller to earlier installs: never change it.
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP}"

Name "${APP}"
OutFile "${OUTFILE}"
; Per user: the user's own Programs folder, no administrator prompt.
RequestExecutionLevel user
InstallDir "$LOCALAPPDATA\Programs\${APP}"
; An upgrade goes where the last version went.
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
Icon "${ICON}"
UninstallIcon "${ICON}"
BrandingText "${APP} ${VERSION}"
VIProductVersion "${VERSION}.0"
VIAddVersionKey "ProductName" "${APP}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "FileDescription" "${APP} installer: exact odds for Risk battles"
VIAddVersionKey "LegalCopyright" "riskgui developers"

!include "MUI2.nsh"
!include "FileFunc.nsh"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"
!define MUI_FINISHPAGE_RUN_TEXT "Start ${APP}"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Section "${APP}" SecApp
  SectionIn RO
  ; Replace the whole bundle, so no file of an older version lingers.
  RMDir /r "$INSTDIR\_internal"
  SetOutPath "$INSTDIR"
  File /r "${SOURCE_DIR}/*"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortcut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0 \
    SW_SHOWNORMAL "" "Exact odds for Risk battles"

  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "riskgui developers"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${EXE},0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" "$0"
SectionEnd

Section /o "Desktop shortcut" SecDesktop
  CreateShortcut "$DESKTOP\${APP}.lnk" "$INSTDIR\${EXE}"
SectionEnd

!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${SecApp} "The riskgui app."
  !insertmacro MUI_DESCRIPTION_TEXT ${SecDesktop} "A shortcut to riskgui on the desktop."
!insertmacro MUI_FUNCTION_DESCRIPTION_END

Section "Uninstall"
  Delete "$SMPROGRAMS\${APP}.lnk"
  Delete "$DESKTOP\${APP}.lnk"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${EXE}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"  ; only if empty: never a folder the user put files in
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
SectionEnd
