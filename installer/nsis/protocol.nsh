; Spielraum: registers the spielraum:// link scheme for this installation.
; Included by electron-builder (nsis.include in electron-builder.yml); customInstall and customUnInstall are
; the hooks its NSIS template calls. SHCTX is HKCU for a per-user and HKLM for a per-machine installation.
; The command has the same form as Electron's app.setAsDefaultProtocolClient, which the app also calls on
; every start, so both registrations agree: the link arrives as one quoted argument.

!macro customInstall
  DetailPrint "Registriere spielraum://-Links"
  WriteRegStr SHCTX "Software\Classes\spielraum" "" "URL:Spielraum"
  WriteRegStr SHCTX "Software\Classes\spielraum" "URL Protocol" ""
  WriteRegStr SHCTX "Software\Classes\spielraum\DefaultIcon" "" "$INSTDIR\${APP_EXECUTABLE_FILENAME},0"
  WriteRegStr SHCTX "Software\Classes\spielraum\shell" "" "open"
  WriteRegStr SHCTX "Software\Classes\spielraum\shell\open\command" "" '"$INSTDIR\${APP_EXECUTABLE_FILENAME}" "%1"'
!macroend

!macro customUnInstall
  ; An update runs the old uninstaller first: keep the scheme then, the new version writes it again.
  ${ifNot} ${isUpdated}
    ; Remove the scheme only while it still points at this installation, not at another copy.
    ReadRegStr $0 SHCTX "Software\Classes\spielraum\shell\open\command" ""
    ${if} $0 == '"$INSTDIR\${APP_EXECUTABLE_FILENAME}" "%1"'
      DeleteRegKey SHCTX "Software\Classes\spielraum"
    ${endif}
  ${endif}
!macroend
