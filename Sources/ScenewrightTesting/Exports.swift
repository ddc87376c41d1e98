@_exported import HeadlessUITesting
@_exported import Scenewright
