# SwitchYard's CMake package, installed by `make install` as PREFIX/lib/cmake/SwitchYard/SwitchYardConfig.cmake.
# find_package(SwitchYard) gives the imported target SwitchYard::SwitchYard: libSwitchYardC.so, the include
# folder holding switchyard.h, and SDL2::SDL2 (SDL2's own CMake package), which the header includes. The
# prefix is found from this file's place, so an installed tree can be moved.
get_filename_component(_switchyard_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)

include(CMakeFindDependencyMacro)
find_dependency(SDL2 CONFIG)

if(NOT TARGET SwitchYard::SwitchYard)
  add_library(SwitchYard::SwitchYard SHARED IMPORTED)
  set_target_properties(SwitchYard::SwitchYard PROPERTIES
    IMPORTED_LOCATION "${_switchyard_prefix}/lib/libSwitchYardC.so.${SwitchYard_VERSION_MAJOR}"
    IMPORTED_SONAME "libSwitchYardC.so.${SwitchYard_VERSION_MAJOR}"
    INTERFACE_INCLUDE_DIRECTORIES "${_switchyard_prefix}/include"
    INTERFACE_LINK_LIBRARIES SDL2::SDL2)
endif()

set(SwitchYard_DATA_DIR "${_switchyard_prefix}/share/switchyard")
unset(_switchyard_prefix)
