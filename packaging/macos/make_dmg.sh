#!/usr/bin/env bash
# make_dmg.sh APP DMG: sign riskgui.app, pack it into a .dmg, notarize when possible.
#
# Signing is ad hoc unless MACOS_SIGN_IDENTITY names a "Developer ID Application"
# certificate in the keychain. With that identity and APPLE_ID, APPLE_TEAM_ID and
# APPLE_APP_PASSWORD (an app-specific password) set, the .dmg is notarized and stapled.
set -euo pipefail
app=$1
dmg=$2
here=$(cd "$(dirname "$0")" && pwd)
identity=${MACOS_SIGN_IDENTITY:--}

if [ "$identity" = "-" ]; then
    codesign --force --deep --sign - "$app"
else
    codesign --force --deep --options runtime --timestamp \
        --entitlements "$here/entitlements.plist" --sign "$identity" "$app"
fi
codesign --verify --deep --strict --verbose=1 "$app"

staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
cp -R "$app" "$staging/"
ln -s /Applications "$staging/Applications"  # drag riskgui onto it to install
rm -f "$dmg"
hdiutil create -volname riskgui -srcfolder "$staging" -fs HFS+ -format UDZO -ov "$dmg"

if [ "$identity" != "-" ]; then
    codesign --force --timestamp --sign "$identity" "$dmg"
    if [ -n "${APPLE_ID:-}" ] && [ -n "${APPLE_TEAM_ID:-}" ] && [ -n "${APPLE_APP_PASSWORD:-}" ]; then
        xcrun notarytool submit "$dmg" --apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" \
            --password "$APPLE_APP_PASSWORD" --wait
        xcrun stapler staple "$dmg"
    else
        echo "make_dmg: signed but not notarized (APPLE_ID, APPLE_TEAM_ID, APPLE_APP_PASSWORD unset)"
    fi
fi
echo "make_dmg: $dmg"
