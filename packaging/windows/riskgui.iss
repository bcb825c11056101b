; Inno Setup script for riskgui: a per-user install (no administrator prompt),
; a Start-menu entry, an optional desktop shortcut and clean upgrades.
; Built by packaging/build.py on Windows:
;   iscc /DAppVersion=X.Y.Z /DSourceDir=dist\riskgui /DIconFile=build\icons\riskgui.ico /Odist riskgui.iss

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\riskgui"
#endif
#ifndef IconFile
  #define IconFile "..\..\build\icons\riskgui.ico"
#endif

[Setup]
; The AppId ties upgrades and the uninstaller to earlier installs: never change it.
AppId={{6F1C2A9E-5B7D-4E8A-9C3F-2D4B6A8E0F11}
AppName=riskgui
AppVersion={#AppVersion}
AppVerName=riskgui {#AppVersion}
AppPublisher=riskgui developers
AppPublisherURL=https://github.com/riskgui/riskgui
; With lowest privileges {autopf} is the user's own Programs folder.
PrivilegesRequired=lowest
DefaultDirName={autopf}\riskgui
DefaultGroupName=riskgui
DisableProgramGroupPage=yes
DisableDirPage=auto
UsePreviousAppDir=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputBaseFilename=riskgui-{#AppVersion}-windows-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\riskgui.exe
UninstallDisplayName=riskgui
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
; Close a running riskgui before replacing its files, and start it again afterwards.
CloseApplications=yes
RestartApplications=no

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the whole bundle, so no file of an older version lingers.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\riskgui"; Filename: "{app}\riskgui.exe"; Comment: "Exact odds for Risk battles"
Name: "{autodesktop}\riskgui"; Filename: "{app}\riskgui.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\riskgui.exe"; Description: "{cm:LaunchProgram,riskgui}"; Flags: nowait postinstall skipifsilent
