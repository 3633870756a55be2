import CSDL2
import CSDL2TTF
import CSDL2Image
import SceneGraph
enum SDLKitPlaceholder {}
