enum ScenariosPlaceholder {}
