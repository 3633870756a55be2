#ifndef IMAGE_PATH_H
#define IMAGE_PATH_H

/* The path of the executable or shared library that holds `address`, as the dynamic loader opened it
   (dladdr's dli_fname, owned by the loader), or NULL when dladdr cannot tell. */
const char *image_path_of(const void *address);

#endif
