enum ThemesPlaceholder {}
