// System value battery
struct PIn {
    float4 p : SV_Position;
    centroid float2 uv : TEXCOORD0;
    sample float3 n : TEXCOORD1;
    noperspective float4 sp : TEXCOORD2;
    nointerpolation uint id : TEXCOORD3;
    centroid noperspective float ca : TEXCOORD4;
    linear sample float sl : TEXCOORD5;
    float cd[2] : SV_ClipDistance;
    float cu : SV_CullDistance;
    bool ff : SV_IsFrontFace;
};
struct POut { float4 c : SV_Target0; uint4 u : SV_Target3; float d : SV_DepthGreaterEqual; uint m : SV_Coverage; uint st : SV_StencilRef; };

POut PSAll(PIn i, uint cov : SV_Coverage, uint si : SV_SampleIndex)
{
    POut o;
    o.c = float4(i.uv, i.n.x, i.sp.w) + i.ca + i.sl + i.cd[1] + i.cu + (i.ff ? 1 : 0);
    o.c += EvaluateAttributeAtSample(i.uv, 2).xyxy + EvaluateAttributeCentroid(i.sp) + EvaluateAttributeSnapped(i.sp, int2(-3, 4));
    o.u = uint4(i.id, cov, si, 0);
    o.d = i.p.z * 0.5;
    o.m = cov & 0xA;
    o.st = i.id & 0xFF;
    return o;
}

float4 PSInner(noperspective centroid float4 p : SV_Position, uint inner : SV_InnerCoverage, uint rt : SV_RenderTargetArrayIndex, uint vpi : SV_ViewportArrayIndex) : SV_Target { return p * inner + rt + vpi; }

float PSDepthLE(noperspective centroid float4 p : SV_Position) : SV_DepthLessEqual { return p.z + 0.01; }

[earlydepthstencil]
float4 PSEarly(float4 p : SV_Position, precise float2 uv : TEXCOORD0) : SV_Target
{
    precise float x = uv.x * uv.y + p.x;
    return float4(x, mad(uv.x, uv.y, p.y), 0, 1);
}

struct VOut { float4 p : SV_Position; float2 cd : SV_ClipDistance0; float cd2 : SV_ClipDistance1; float2 cu : SV_CullDistance; uint rt : SV_RenderTargetArrayIndex; uint vp : SV_ViewportArrayIndex; };
VOut VSSv(float4 p : POSITION, uint vid : SV_VertexID, uint iid : SV_InstanceID)
{
    VOut o;
    o.p = p + vid;
    o.cd = p.xy; o.cd2 = p.z;
    o.cu[0] = -p.x; o.cu[1] = iid;
    o.rt = iid; o.vp = vid & 3;
    return o;
}
