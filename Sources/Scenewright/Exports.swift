@_exported import HeadlessUI
@_exported import ScenewrightCore
