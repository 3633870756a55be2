import Testing
import Themes

@Suite struct ThemeLanguageTests {
    @Test func flagWinsOverTheEnvironment() {
        #expect(ThemeLanguage.resolve(flag: "de", environment: ["LANG": "fr_FR.UTF-8"]) == "de")
        #expect(ThemeLanguage.resolve(flag: "pt_BR", environment: [:]) == "pt")
    }

    @Test func environmentFollowsPosixOrder() {
        let environment = ["LANG": "fr_FR.UTF-8", "LC_MESSAGES": "it_IT", "LC_ALL": "de_AT.UTF-8@euro"]
        #expect(ThemeLanguage.resolve(flag: nil, environment: environment) == "de")
        #expect(ThemeLanguage.resolve(flag: nil, environment: ["LANG": "fr_FR.UTF-8", "LC_MESSAGES": "it_IT"]) == "it")
        #expect(ThemeLanguage.resolve(flag: "", environment: ["LANG": "sv_SE.UTF-8", "LC_ALL": ""]) == "sv")
    }

    @Test func posixLocalesAndNonsenseMeanNoLanguage() {
        #expect(ThemeLanguage.resolve(flag: nil, environment: ["LANG": "C.UTF-8"]) == nil)
        #expect(ThemeLanguage.resolve(flag: nil, environment: ["LANG": "POSIX"]) == nil)
        #expect(ThemeLanguage.resolve(flag: nil, environment: [:]) == nil)
        #expect(ThemeLanguage.resolve(flag: "1234", environment: [:]) == nil)
    }
}
