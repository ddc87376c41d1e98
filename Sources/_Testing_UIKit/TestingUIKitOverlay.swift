// Swift Testing on Linux declares a cross-import overlay named `_Testing_UIKit` for any module named
// `UIKit`: a file that imports both Testing and UIKit makes the compiler load this module. Apple's
// overlay adds attachment support for UIKit images; HeadlessUI's views render as text, so there is
// nothing to add here, but the module must exist for such a test file to compile.
